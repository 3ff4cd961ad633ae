import { Textarea, type TextareaProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useField } from '../../../components/form/use-field';
import { useTypedEarly } from '../../../lib/use-typed-early';
import type { RmaFormValues } from '../model';
import classes from './rma-form.module.css';

type TextareaName = 'shipping_address' | 'original_packaging_other' | 'issue_description';

interface TextareaFieldProps extends Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'error' | 'autosize' | 'minRows' | 'maxRows'> {
  name: TextareaName;
  label: string;
  /** The height it starts at, in lines; it grows with the text from there. */
  rows?: number;
}

/**
 * A multi-line text bound to the form, clearing its error on edit like the shared fields. It
 * grows with its text through CSS (`field-sizing`), not Mantine's autosize: that measured every
 * textarea in a forced layout as the page hydrated. A browser without it keeps the starting
 * height, which the visitor can drag taller.
 */
export function TextareaField({ name, rows = 3, ...props }: TextareaFieldProps) {
  const { field, error, change } = useField<RmaFormValues, TextareaName>(name);
  const typedEarly = useTypedEarly<HTMLTextAreaElement>(change);
  return (
    <Textarea
      rows={rows}
      classNames={{ input: classes.growing }}
      styles={{ input: { '--textarea-rows': rows } }}
      {...props}
      ref={useMergedRef(field.ref, typedEarly)}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => change(event.currentTarget.value)}
      error={error}
    />
  );
}
