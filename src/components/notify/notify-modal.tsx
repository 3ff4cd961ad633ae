import { Alert, Modal } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useAfterDone } from '../../lib/outbox/page/use-submission';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import { backInStockRequest, type NotifyInput } from '../../shared/schemas/notify';
import { FormFieldset } from '../form/form-fieldset';
import { QueuedNotice } from '../form/form-status';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';
import { useContractForm } from '../form/use-contract-form';
import { notifyProblem } from './problem';
import { NOTIFY_CLOSE_AFTER_MS, NOTIFY_RESET_AFTER_MS, NOTIFY_TEXT } from './texts';

interface NotifyModalProps {
  opened: boolean;
  onClose: () => void;
  productName: string;
}

/** Back-in-stock request: one email field; the answer's problems are shown under it. */
export default function NotifyModal({ opened, onClose, productName }: NotifyModalProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  const defaults: NotifyInput = { email: '', product_name: productName };
  const { form, submission, onSubmit, clear } = useContractForm<NotifyInput>(backInStockRequest, { defaults });
  const problem = notifyProblem(submission.state);
  /** Taken: by the server, or by the outbox until the server answers again. */
  const taken = submission.done && !problem;
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (problem) form.setError('email', { type: 'server', message: problem });
  }, [problem, form]);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const close = () => {
    onClose();
    // The form empties once the closing animation is done, not while the buyer still sees it.
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(clear, NOTIFY_RESET_AFTER_MS);
  };
  useAfterDone(taken, NOTIFY_CLOSE_AFTER_MS, close);

  return (
    <Modal opened={shown} onClose={close} title={NOTIFY_TEXT.title} centered>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <FormFieldset locked={submission.sending || taken}>
            <p>{NOTIFY_TEXT.intro(productName)}</p>
            <TextField<NotifyInput> name="email" label={NOTIFY_TEXT.email} type="email" autoComplete="email" data-autofocus />
            {taken && submission.status === 'success' && (
              <Alert color="green" mt="md" role="status">
                {NOTIFY_TEXT.success}
              </Alert>
            )}
            {taken && submission.status === 'queued' && <QueuedNotice />}
            <SubmitButton sending={submission.sending} label={NOTIFY_TEXT.submit} sendingLabel={NOTIFY_TEXT.submitting} fullWidth mt="md" />
          </FormFieldset>
        </form>
      </FormProvider>
    </Modal>
  );
}
