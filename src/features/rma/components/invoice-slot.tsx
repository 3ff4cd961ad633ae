import { useId, useRef, useState, type DragEvent } from 'react';
import { Button, FileButton, Input, Text } from '@mantine/core';
import { INVOICE_TYPE, invoiceFileProblem } from '../../../shared/schemas/rma';
import { useField } from '../../../components/form/use-field';
import { ACTIONS, HINTS, LABELS } from '../texts';
import type { RmaFormValues } from '../model';
import { FileNotice } from './file-notice';
import { FileRow } from './file-row';
import classes from './rma-form.module.css';

/** An upload box until a PDF is chosen, then the file with a remove button. */
export function InvoiceSlot() {
  const { field, error, change } = useField<RmaFormValues, 'invoice'>('invoice');
  const [notice, setNotice] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);
  const labelId = useId();
  const errorId = useId();
  const invoice = field.value;

  const choose = (file: File | null) => {
    // Let the same file be picked again after a refusal or a removal.
    resetInput.current?.();
    if (!file) return;
    const problem = invoiceFileProblem(file);
    setNotice(problem);
    if (!problem) change(file);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0] ?? null);
  };

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
      <Input.Label required id={labelId} mb={4}>
        {LABELS.invoice}
      </Input.Label>
      {invoice ? (
        <FileRow file={invoice} onRemove={() => change(null)} />
      ) : (
        <div
          className={classes.dropBox}
          data-invalid={error ? true : undefined}
          onDragOver={(event) => event.preventDefault()}
          onDrop={drop}
        >
          <Text size="sm">{HINTS.invoiceBox}</Text>
          <FileButton accept={INVOICE_TYPE} onChange={choose} resetRef={resetInput}>
            {(props) => (
              <Button {...props} ref={field.ref} variant="light">
                {ACTIONS.chooseInvoice}
              </Button>
            )}
          </FileButton>
        </div>
      )}
      {notice && <FileNotice messages={[notice]} onClose={() => setNotice(null)} />}
      {error && (
        <Text className={classes.error} mt="xs" id={errorId}>
          {error}
        </Text>
      )}
    </div>
  );
}
