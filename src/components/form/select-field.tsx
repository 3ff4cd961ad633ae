import { NativeSelect, type ComboboxItem, type NativeSelectProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { FieldPathValue, FieldValues, Path } from 'react-hook-form';
import { useTypedEarly } from '../../lib/use-typed-early';
import { useField } from './use-field';

export interface SelectFieldProps<T extends FieldValues>
  extends Omit<NativeSelectProps, 'name' | 'value' | 'onChange' | 'error' | 'data'> {
  name: Path<T>;
  label: string;
  data: readonly (string | ComboboxItem)[];
  /** The empty choice's text, shown until one is made. */
  placeholder?: string;
  /** Runs after the value changed, e.g. to empty a dependent field. */
  onValueChange?: (value: string) => void;
}

/**
 * A select bound to the form: the browser's own, styled as the other fields (docs/decisions/207).
 * Phones open it in their own picker, and it costs the page's hydration nothing beyond the
 * element. The form keeps '' for "nothing chosen" (what the schemas check): the empty choice,
 * which cannot be chosen back once another is.
 */
export function SelectField<T extends FieldValues>({ name, data, placeholder = '', onValueChange, ...props }: SelectFieldProps<T>) {
  const { field, error, change } = useField<T, Path<T>>(name);
  const choose = (value: string) => {
    change(value as FieldPathValue<T, Path<T>>);
    onValueChange?.(value);
  };
  // A choice made before the page's script ran is kept.
  const chosenEarly = useTypedEarly<HTMLSelectElement>(choose);
  return (
    <NativeSelect
      {...props}
      data={[{ value: '', label: placeholder, disabled: true }, ...data]}
      ref={useMergedRef(field.ref, chosenEarly)}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => choose(event.currentTarget.value)}
      error={error}
    />
  );
}
