import { useController, useFormContext, type FieldPathValue, type FieldValues, type Path } from 'react-hook-form';

/**
 * Binds one field of the surrounding <FormProvider>. The forms validate on submit only, and a
 * change clears that field's error instead of re-validating it: the visitor fixing a field
 * should see the message go away, not a new one while still typing.
 */
export function useField<T extends FieldValues, N extends Path<T>>(name: N) {
  const { control, clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController<T, N>({ control, name });
  const change = (value: FieldPathValue<T, N>) => {
    field.onChange(value);
    if (fieldState.error) clearErrors(name);
  };
  return { field, error: fieldState.error?.message, change };
}
