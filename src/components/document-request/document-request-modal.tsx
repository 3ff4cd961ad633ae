import { Anchor, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { CUSTOMER_TYPES } from '../../shared/content/regions';
import { SITE } from '../../shared/content/site';
import { useAfterDone } from '../../lib/outbox/page/use-submission';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import { DEFAULT_DOCUMENT_PRODUCT_NAME, documentRequest, type DocumentRequestFormValues } from '../../shared/schemas/document-request';
import { CUSTOMER_TYPE_PLACEHOLDER } from '../../shared/schemas/leads';
import { FormFieldset } from '../form/form-fieldset';
import { FormStatus } from '../form/form-status';
import { PhoneField } from '../form/phone-field';
import { RegionFields } from '../form/region-fields';
import { SelectField } from '../form/select-field';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useContractForm } from '../form/use-contract-form';
import { DOCUMENT_CLOSE_MS, emptyDocumentRequest, requestedDocuments, requestedFields, type DocumentRequest } from './model';
import { offerSavedDocuments } from './saved-documents';
import { DOCUMENT_TEXT } from './texts';

export interface DocumentRequestModalProps {
  opened: boolean;
  onClose: () => void;
  request: DocumentRequest;
}

/**
 * The spec sheet and manual request, opened from a product's documents or a spec sheet button.
 * Opening starts with a clean status; closing, by hand or 2 s after success, clears everything.
 * Once sent or saved, the documents are offered from this device.
 */
export function DocumentRequestModal({ opened, onClose, request }: DocumentRequestModalProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  const productName = request.productName.trim() || DEFAULT_DOCUMENT_PRODUCT_NAME;
  const { form, submission, onSubmit, clear } = useContractForm<DocumentRequestFormValues>(documentRequest, {
    defaults: emptyDocumentRequest(request),
    onTaken: () => void offerSavedDocuments(request, productName),
  });
  const documents = requestedDocuments(request, DOCUMENT_TEXT);

  // The same modal serves every product of a page: each opening asks for the product it was opened for.
  const onOpen = useEffectEvent(() => {
    form.reset({ ...form.getValues(), ...requestedFields(request) });
    submission.reset();
  });
  useEffect(() => {
    if (opened) onOpen();
  }, [opened]);

  const close = () => {
    clear();
    onClose();
  };
  useAfterDone(submission.done, DOCUMENT_CLOSE_MS, close);

  return (
    <Modal opened={shown} onClose={close} title={DOCUMENT_TEXT.title} size="lg" closeOnClickOutside={false} centered>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={DOCUMENT_TEXT.title}>
          <FormFieldset locked={submission.done}>
            <Stack gap="md">
              <Text size="sm">
                {DOCUMENT_TEXT.intro}{' '}
                <Text span fw={700} data-testid="document-product-name">
                  {productName}
                </Text>
                {documents.length > 0 && ` (${documents.join(', ')})`}.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField<DocumentRequestFormValues> name="fullName" label={DOCUMENT_TEXT.fullName} autoComplete="name" required />
                <TextField<DocumentRequestFormValues> name="email" label={DOCUMENT_TEXT.email} type="email" autoComplete="email" required />
                <PhoneField<DocumentRequestFormValues> name="phone" label={DOCUMENT_TEXT.phone} countryName="country" required />
                <SelectField<DocumentRequestFormValues>
                  name="customerType"
                  label={DOCUMENT_TEXT.customerType}
                  placeholder={CUSTOMER_TYPE_PLACEHOLDER}
                  data={CUSTOMER_TYPES}
                  required
                />
                <RegionFields<DocumentRequestFormValues> countryName="country" stateName="state" keyedOn="Canada" values="name" required />
              </SimpleGrid>
              <FormStatus status={submission.status} success={DOCUMENT_TEXT.success} error={DOCUMENT_TEXT.failure} />
              <SubmitButton sending={submission.sending} label={DOCUMENT_TEXT.request} sendingLabel={DOCUMENT_TEXT.requesting} />
              {submission.status === 'error' && (
                <Text size="sm" ta="center">
                  {DOCUMENT_TEXT.contactPrompt}{' '}
                  <Anchor href={`mailto:${SITE.salesEmail}?subject=${encodeURIComponent(productName)}`}>{DOCUMENT_TEXT.contactUs}</Anchor>
                </Text>
              )}
            </Stack>
          </FormFieldset>
        </form>
      </FormProvider>
    </Modal>
  );
}
