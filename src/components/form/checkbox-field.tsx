import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { FieldPathValue, FieldValues, Path } from 'react-hook-form';
import { useField } from './use-field';

export interface CheckboxFieldProps<T extends FieldValues> extends Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'error'> {
  name: Path<T>;
  label: string;
}

/** A checkbox bound to a boolean field of the form. */
export function CheckboxField<T extends FieldValues>({ name, ...props }: CheckboxFieldProps<T>) {
  const { field, error, change } = useField<T, Path<T>>(name);
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onBlur={field.onBlur}
      onChange={(event) => change(event.currentTarget.checked as FieldPathValue<T, Path<T>>)}
      error={error}
    />
  );
}
