import { Modal, Stack, Text } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { FormFieldset } from '../../components/form/form-fieldset';
import { FormStatus } from '../../components/form/form-status';
import { useContractForm } from '../../components/form/use-contract-form';
import { useAfterDone } from '../../lib/outbox/page/use-submission';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import type { LeadFormValues } from '../../schemas/leads';
import { CATALOGUE_CLOSE_MS, CATALOGUE_FORM, EMPTY_LEAD } from './lead-forms';
import { LeadFields } from './lead-fields';
import { SendButton } from './send-button';
import { LEAD_TEXT } from './texts';

export interface CatalogueRequestModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The hero's DOWNLOAD OUR CATALOG request. Closing, by hand or 2 s after success, starts it
 * afresh; until then the sent lead stays in view, locked, so it cannot be sent twice.
 */
export function CatalogueRequestModal({ opened, onClose }: CatalogueRequestModalProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  const { title, intro, success, fields, contract } = CATALOGUE_FORM;
  const { form, submission, onSubmit, clear } = useContractForm<LeadFormValues>(contract, { defaults: EMPTY_LEAD });

  const close = () => {
    clear();
    onClose();
  };
  useAfterDone(submission.done, CATALOGUE_CLOSE_MS, close);

  return (
    <Modal opened={shown} onClose={close} title={title} size="lg" closeOnClickOutside={false} centered>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <FormFieldset locked={submission.done}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {intro}
              </Text>
              <LeadFields {...fields} />
              <FormStatus status={submission.status} success={success} error={LEAD_TEXT.failure} />
              <SendButton sending={submission.sending} />
            </Stack>
          </FormFieldset>
        </form>
      </FormProvider>
    </Modal>
  );
}

export default CatalogueRequestModal;
