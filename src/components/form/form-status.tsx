import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SubmissionStatus } from './use-submission';

export interface FormStatusProps {
  status: SubmissionStatus;
  success: ReactNode;
  error: ReactNode;
}

/** The green or red banner after a submission; nothing while idle or sending. */
export function FormStatus({ status, success, error }: FormStatusProps) {
  if (status === 'success') {
    return (
      <Alert color="green" variant="light" role="status" data-status="success">
        {success}
      </Alert>
    );
  }
  if (status === 'error') {
    return (
      <Alert color="red" variant="light" role="alert" data-status="error">
        {error}
      </Alert>
    );
  }
  return null;
}
