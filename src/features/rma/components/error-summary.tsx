import type { Ref } from 'react';
import { Alert } from '@mantine/core';
import { STATUS } from '../texts';
import type { ErrorEntry } from '../model';
import classes from './rma-form.module.css';

/** Every current error at the top of the form; it takes focus after a refused submit. */
export function ErrorSummary({ entries, ref }: { entries: readonly ErrorEntry[]; ref: Ref<HTMLDivElement> }) {
  if (!entries.length) return null;
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" role="alert" title={STATUS.summaryHeading}>
      <ul className={classes.noticeList}>
        {entries.map((entry) => (
          <li key={entry.key} data-error-key={entry.key}>
            {entry.label}: {entry.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
