import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import type { FieldPathValue, FieldValues, Path } from 'react-hook-form';
import { useField } from './use-field';

export interface SelectFieldProps<T extends FieldValues>
  extends Omit<SelectProps, 'name' | 'value' | 'onChange' | 'error' | 'data'> {
  name: Path<T>;
  label: string;
  data: readonly (string | ComboboxItem)[];
  /** Runs after the value changed, e.g. to empty a dependent field. */
  onValueChange?: (value: string) => void;
}

/**
 * A select bound to the form. The form keeps '' for "nothing chosen" (what the schemas check),
 * while Mantine's Select speaks null: the mapping lives here only.
 */
export function SelectField<T extends FieldValues>({ name, data, onValueChange, comboboxProps, ...props }: SelectFieldProps<T>) {
  const { field, error, change } = useField<T, Path<T>>(name);
  return (
    <Select
      allowDeselect={false}
      // The options mount when the list opens: kept mounted, each closed select would bring a
      // hidden list, scroll area and portal into the page's hydration (docs/decisions/201).
      comboboxProps={{ keepMounted: false, ...comboboxProps }}
      {...props}
      data={[...data]}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) || null}
      onBlur={field.onBlur}
      onChange={(value) => {
        change((value ?? '') as FieldPathValue<T, Path<T>>);
        onValueChange?.(value ?? '');
      }}
      error={error}
    />
  );
}
