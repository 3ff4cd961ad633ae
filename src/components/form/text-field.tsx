import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { FieldPathValue, FieldValues, Path } from 'react-hook-form';
import { useTypedEarly } from '../../lib/use-typed-early';
import { useField } from './use-field';

export interface TextFieldProps<T extends FieldValues> extends Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: Path<T>;
  label: string;
}

/**
 * A text input bound to the form: its error shows under it (aria-invalid, aria-describedby), and
 * what was typed before the page's script ran is kept.
 */
export function TextField<T extends FieldValues>({ name, ...props }: TextFieldProps<T>) {
  const { field, error, change } = useField<T, Path<T>>(name);
  const typedEarly = useTypedEarly<HTMLInputElement>((typed) => change(typed as FieldPathValue<T, Path<T>>));
  return (
    <TextInput
      {...props}
      ref={useMergedRef(field.ref, typedEarly)}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => change(event.currentTarget.value as FieldPathValue<T, Path<T>>)}
      error={error}
    />
  );
}
