import { Modal, Stack, Text } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { FormStatus } from '../../components/form/form-status';
import { useAfterDone } from '../../components/form/use-submission';
import { CUSTOMER_TYPES } from '../../content/regions';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import { catalogueRequest, CUSTOMER_TYPE_PLACEHOLDER } from '../../schemas/leads';
import { LeadFields } from './lead-fields';
import { LEAD_TEXT } from './messages';
import { CATALOGUE_CLOSE_MS } from './model';
import { SendButton } from './send-button';
import { useLeadForm } from './use-lead-form';

export interface CatalogueRequestModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The hero's DOWNLOAD OUR CATALOG request. Closing, by hand or 2 s after success, starts it afresh. */
export function CatalogueRequestModal({ opened, onClose }: CatalogueRequestModalProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  const { form, submission, onSubmit, clear } = useLeadForm(catalogueRequest);

  const close = () => {
    clear();
    onClose();
  };
  useAfterDone(submission.done, CATALOGUE_CLOSE_MS, close);

  return (
    <Modal opened={shown} onClose={close} title={LEAD_TEXT.catalogueTitle} size="lg" closeOnClickOutside={false} centered>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={LEAD_TEXT.catalogueTitle}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {LEAD_TEXT.catalogueIntro}
            </Text>
            <LeadFields
              roleLabel={LEAD_TEXT.customerType}
              rolePlaceholder={CUSTOMER_TYPE_PLACEHOLDER}
              roleOptions={CUSTOMER_TYPES}
              keyedOn="Canada"
              regionValues="name"
            />
            <FormStatus status={submission.status} success={LEAD_TEXT.catalogueSuccess} error={LEAD_TEXT.failure} />
            <SendButton sending={submission.sending} />
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}

export default CatalogueRequestModal;
