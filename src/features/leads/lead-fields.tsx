import { SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import { RegionFields } from '../../components/form/region-fields';
import type { RegionKeyedOn, RegionValues } from '../../components/form/region';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import type { LeadFormValues } from '../../shared/schemas/leads';
import { LEAD_TEXT } from './texts';

export interface LeadFieldsProps {
  roleLabel: string;
  rolePlaceholder: string;
  roleOptions: readonly { value: string; label: string }[];
  keyedOn: RegionKeyedOn;
  regionValues: RegionValues;
  /** Two columns on wide screens (page forms); one in the narrow modal. */
  columns?: 1 | 2;
}

/**
 * The fields the three lead forms share; they differ only in role list and region keying.
 * Memoised: each field subscribes to its own state, so the form's state (ready once mounted,
 * sending, sent) renders the banner and SEND again, not the fields.
 */
export const LeadFields = memo(function LeadFields({ roleLabel, rolePlaceholder, roleOptions, keyedOn, regionValues, columns = 2 }: LeadFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
      <TextField<LeadFormValues> name="fullName" label={LEAD_TEXT.fullName} autoComplete="name" required />
      <TextField<LeadFormValues> name="email" label={LEAD_TEXT.email} type="email" autoComplete="email" required />
      <TextField<LeadFormValues> name="phone" label={LEAD_TEXT.phone} type="tel" autoComplete="tel" required />
      <SelectField<LeadFormValues> name="role" label={roleLabel} placeholder={rolePlaceholder} data={roleOptions} required />
      <TextField<LeadFormValues> name="retailerName" label={LEAD_TEXT.retailerName} autoComplete="off" />
      <TextField<LeadFormValues> name="companyName" label={LEAD_TEXT.companyName} autoComplete="organization" />
      <RegionFields<LeadFormValues> countryName="country" stateName="state" keyedOn={keyedOn} values={regionValues} required />
    </SimpleGrid>
  );
});
