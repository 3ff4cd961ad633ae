import { Textarea, type TextareaProps } from '@mantine/core';
import { useField } from '../../../components/form/use-field';
import type { RmaFormValues } from '../model';

type TextareaName = 'shipping_address' | 'original_packaging_other' | 'issue_description';

interface TextareaFieldProps extends Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: TextareaName;
  label: string;
}

/** A multi-line text bound to the form, clearing its error on edit like the shared fields. */
export function TextareaField({ name, ...props }: TextareaFieldProps) {
  const { field, error, change } = useField<RmaFormValues, TextareaName>(name);
  return (
    <Textarea
      autosize
      minRows={3}
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => change(event.currentTarget.value)}
      error={error}
    />
  );
}
