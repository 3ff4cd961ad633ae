import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SubmissionStatus } from '../../lib/outbox/page/use-submission';
import { queuedMessage } from '../../lib/outbox/texts';
import { useOnline } from '../../lib/use-online';

export interface FormStatusProps {
  status: SubmissionStatus;
  success: ReactNode;
  error: ReactNode;
}

/**
 * The banner after a submission: green when the server took it, blue while the outbox holds it,
 * red when refused; nothing while idle or sending.
 */
export function FormStatus({ status, success, error }: FormStatusProps) {
  if (status === 'success') {
    return (
      <Alert color="green" variant="light" role="status" data-status="success">
        {success}
      </Alert>
    );
  }
  if (status === 'queued') return <QueuedNotice />;
  if (status === 'error') {
    return (
      <Alert color="red" variant="light" role="alert" data-status="error">
        {error}
      </Alert>
    );
  }
  return null;
}

/** Said by every form whose submission waits in the outbox: why it waits, in plain words. */
export function QueuedNotice() {
  const online = useOnline();
  return (
    <Alert color="blue" variant="light" role="status" data-status="queued">
      {queuedMessage(online)}
    </Alert>
  );
}
