import { Modal, Text } from '@mantine/core';
import { useContractForm } from '../../components/form/use-contract-form';
import { useAfterDone } from '../../lib/outbox/page/use-submission';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import type { LeadFormValues } from '../../shared/schemas/leads';
import { LeadForm } from './lead-form';
import { CATALOGUE_CLOSE_MS, CATALOGUE_FORM, EMPTY_LEAD } from './lead-forms';

export interface CatalogueRequestModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The hero's DOWNLOAD OUR CATALOG request. Its fields empty as soon as the lead is taken (on a
 * device passed from visitor to visitor, the next one never reads them); the success message
 * stays, the form locked, until the modal closes 2 s later, by itself or by hand.
 */
function CatalogueRequestModal({ opened, onClose }: CatalogueRequestModalProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  const lead = useContractForm<LeadFormValues>(CATALOGUE_FORM.contract, {
    defaults: EMPTY_LEAD,
    onTaken: () => {
      lead.form.reset(EMPTY_LEAD);
      lead.submission.startAfresh();
    },
  });

  const close = () => {
    lead.clear();
    onClose();
  };
  useAfterDone(lead.submission.done, CATALOGUE_CLOSE_MS, close);

  return (
    <Modal opened={shown} onClose={close} title={CATALOGUE_FORM.title} size="lg" closeOnClickOutside={false} centered>
      <LeadForm lead={lead} config={CATALOGUE_FORM} locked={lead.submission.done} label={CATALOGUE_FORM.title}>
        <Text size="sm" c="dimmed">
          {CATALOGUE_FORM.intro}
        </Text>
      </LeadForm>
    </Modal>
  );
}

export default CatalogueRequestModal;
