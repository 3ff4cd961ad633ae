import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormFieldset } from '../../components/form/form-fieldset';
import { FormStatus } from '../../components/form/form-status';
import { SubmitButton } from '../../components/form/submit-button';
import type { ContractForm } from '../../components/form/use-contract-form';
import type { LeadFormValues } from '../../shared/schemas/leads';
import { LeadFields } from './lead-fields';
import type { LeadFormConfig } from './lead-forms';
import { LEAD_TEXT } from './texts';

export interface LeadFormProps {
  lead: ContractForm<LeadFormValues>;
  config: LeadFormConfig;
  /** Fields and SEND locked: a lead just taken stays in view but cannot go twice. */
  locked: boolean;
  /** The form's accessible name, when no heading inside names it. */
  label?: string;
  /** What stands above the fields: a title, an intro. */
  children: ReactNode;
}

/** What every lead form is, wherever it stands: its heading, the lead fields, the banner and SEND. */
export function LeadForm({ lead: { form, submission, onSubmit }, config, locked, label, children }: LeadFormProps) {
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <FormFieldset locked={locked}>
          <Stack gap="md">
            {children}
            <LeadFields {...config.fields} />
            <FormStatus status={submission.status} success={config.success} error={LEAD_TEXT.failure} />
            <SubmitButton sending={submission.sending} label={LEAD_TEXT.send} sendingLabel={LEAD_TEXT.sending} />
          </Stack>
        </FormFieldset>
      </form>
    </FormProvider>
  );
}
