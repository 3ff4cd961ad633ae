import { Group, Text } from '@mantine/core';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { CountryFlag } from './country-flag';
import { TextField, type TextFieldProps } from './text-field';

export interface PhoneFieldProps<T extends FieldValues> extends TextFieldProps<T> {
  /** The form's country field: its value picks the flag beside the +1 prefix. */
  countryName: Path<T>;
}

/** Both countries the storefront serves share the +1 calling code; only the flag changes. */
export function PhoneField<T extends FieldValues>({ countryName, ...props }: PhoneFieldProps<T>) {
  const country = (useWatch<T>({ name: countryName }) as string | undefined) ?? '';
  return (
    <TextField<T>
      type="tel"
      autoComplete="tel-national"
      leftSectionWidth={56}
      leftSection={
        <Group gap={4} wrap="nowrap" data-testid="phone-prefix">
          <CountryFlag country={country} />
          <Text size="sm" c="dimmed">
            +1
          </Text>
        </Group>
      }
      {...props}
    />
  );
}
