import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The visitor's change to a field clears that field's error, rather than re-validating it: someone
 * fixing a field should see the message go away, not a new one while still typing. One
 * subscription for the whole form rather than one per field: a field that read the form's state
 * to clear its own error would render again whenever that state changed (ready, sending, refused).
 */
export function useErrorClearedOnChange<V extends FieldValues>(form: UseFormReturn<V>) {
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (type === 'change' && name && form.getFieldState(name as Path<V>).error) form.clearErrors(name as Path<V>);
        },
      }),
    [form],
  );
}
