import { useController, type FieldPathValue, type FieldValues, type Path } from 'react-hook-form';

/**
 * Binds one field of the surrounding <FormProvider>, subscribed to that field alone: the form's
 * own state (ready, sending, refused) changes without rendering every field again. Its error
 * goes when the visitor changes it (useErrorClearedOnChange).
 */
export function useField<T extends FieldValues, N extends Path<T>>(name: N) {
  const { field, fieldState } = useController<T, N>({ name });
  // Typed by the field's value, where react-hook-form's onChange takes anything.
  const change = (value: FieldPathValue<T, N>) => field.onChange(value);
  return { field, error: fieldState.error?.message, change };
}
