import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { QUEUED_MESSAGE } from '../../lib/submit';
import type { SubmissionStatus } from './use-submission';

export interface FormStatusProps {
  status: SubmissionStatus;
  success: ReactNode;
  error: ReactNode;
}

/**
 * The banner after a submission: green when the server took it, blue when the outbox holds it
 * until the connection is back, red when refused; nothing while idle or sending.
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

/** Said by every form whose submission waits in the outbox. */
export function QueuedNotice() {
  return (
    <Alert color="blue" variant="light" role="status" data-status="queued">
      {QUEUED_MESSAGE}
    </Alert>
  );
}
