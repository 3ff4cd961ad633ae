import { useFormContext, useWatch, type FieldPathValue, type FieldValues, type Path } from 'react-hook-form';
import {
  COUNTRY_LABEL,
  COUNTRY_OPTIONS,
  COUNTRY_PLACEHOLDER,
  REGION_LABELS,
  REGION_PLACEHOLDERS,
  regionKindOf,
  regionOptions,
  type RegionKeyedOn,
  type RegionValues,
} from './region';
import { SelectField } from './select-field';

export interface RegionFieldsProps<T extends FieldValues> {
  countryName: Path<T>;
  stateName: Path<T>;
  /** Which country the State / Province switch tests. */
  keyedOn: RegionKeyedOn;
  /** Full names or two-letter codes as the state's value. */
  values: RegionValues;
  required?: boolean;
}

/**
 * Country select and the state or province select that follows it. Changing the country
 * empties the chosen state, and its error with it: the old message named the other list.
 */
export function RegionFields<T extends FieldValues>({ countryName, stateName, keyedOn, values, required }: RegionFieldsProps<T>) {
  const { control, setValue, clearErrors } = useFormContext<T>();
  const country = (useWatch({ control, name: countryName }) as string | undefined) ?? '';
  const kind = regionKindOf(country, keyedOn);

  return (
    <>
      <SelectField<T>
        name={countryName}
        label={COUNTRY_LABEL}
        placeholder={COUNTRY_PLACEHOLDER}
        data={COUNTRY_OPTIONS}
        required={required}
        onValueChange={(next) => {
          if (next === country) return;
          setValue(stateName, '' as FieldPathValue<T, Path<T>>);
          clearErrors(stateName);
        }}
      />
      <SelectField<T>
        name={stateName}
        label={REGION_LABELS[kind]}
        placeholder={REGION_PLACEHOLDERS[kind]}
        data={regionOptions(kind, values)}
        required={required}
      />
    </>
  );
}
