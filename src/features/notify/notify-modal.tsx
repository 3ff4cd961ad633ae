import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Modal, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { QueuedNotice } from '../../components/form/form-status';
import { newIdempotencyKey, submit } from '../../lib/submit';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import { backInStockRequest, type NotifyInput } from '../../schemas/notify';
import { NOTIFY_CLOSE_AFTER_MS, NOTIFY_RESET_AFTER_MS, NOTIFY_TEXT, notifyErrorOf } from './model';

interface NotifyModalProps {
  opened: boolean;
  onClose: () => void;
  productName: string;
}

/** Back-in-stock request: one email field; the answer's problems are shown under it (02 §2.7, §4). */
export default function NotifyModal({ opened, onClose, productName }: NotifyModalProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  const [key, setKey] = useState(newIdempotencyKey);
  /** Taken: by the server ('sent') or by the outbox until the connection is back ('queued'). */
  const [sent, setSent] = useState<'sent' | 'queued' | false>(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const form = useForm<NotifyInput>({
    resolver: valibotResolver(backInStockRequest.form, undefined, { raw: true }),
    defaultValues: { email: '', product_name: productName },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));

  const close = () => {
    // A manual close before the automatic one replaces it.
    timers.current.forEach(clearTimeout);
    timers.current = [];
    onClose();
    // The form empties once the closing animation is done, not while the buyer still sees it.
    later(NOTIFY_RESET_AFTER_MS, () => {
      form.reset({ email: '', product_name: productName });
      setSent(false);
    });
  };

  const send = form.handleSubmit(async (values) => {
    const result = await submit(backInStockRequest, v.parse(backInStockRequest.payload, values), { idempotencyKey: key });
    const error = result.outcome === 'queued' ? undefined : notifyErrorOf(result);
    if (error) {
      form.setError('email', { type: 'server', message: error });
      return;
    }
    setSent(result.outcome === 'queued' ? 'queued' : 'sent');
    setKey(newIdempotencyKey());
    later(NOTIFY_CLOSE_AFTER_MS, close);
  });

  return (
    <Modal opened={shown} onClose={close} title={NOTIFY_TEXT.title} centered>
      <form onSubmit={send} noValidate>
        <p>{NOTIFY_TEXT.intro(productName)}</p>
        <TextInput
          label={NOTIFY_TEXT.email}
          type="email"
          autoComplete="email"
          data-autofocus
          disabled={isSubmitting || !!sent}
          error={errors.email?.message}
          {...form.register('email')}
        />
        {sent === 'sent' && (
          <Alert color="green" mt="md" role="status">
            {NOTIFY_TEXT.success}
          </Alert>
        )}
        {sent === 'queued' && <QueuedNotice />}
        <Button type="submit" fullWidth mt="md" loading={isSubmitting} disabled={!!sent}>
          {isSubmitting ? NOTIFY_TEXT.submitting : NOTIFY_TEXT.submit}
        </Button>
      </form>
    </Modal>
  );
}
