import { Paper, Stack, Text, Title } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { FormStatus } from '../../components/form/form-status';
import { useRevealWhenReopened } from '../../components/form/use-submission';
import { LeadFields, type LeadFieldsProps } from './lead-fields';
import { LEAD_TEXT } from './messages';
import { SendButton } from './send-button';
import type { useLeadForm } from './use-lead-form';

export interface LeadFormPanelProps {
  /** The section's id, which banners and links scroll to. */
  id: string;
  title: string;
  intro: string;
  success: string;
  lead: ReturnType<typeof useLeadForm>;
  fields: LeadFieldsProps;
}

/** A lead form that stands on a page: title, intro, the lead fields, the banner and SEND. */
export function LeadFormPanel({ id, title, intro, success, lead, fields }: LeadFormPanelProps) {
  const { form, submission, onSubmit } = lead;
  const titleId = `${id}-title`;
  const ref = useRevealWhenReopened<HTMLElement>(submission.draft);
  return (
    <Paper ref={ref} component="section" id={id} aria-labelledby={titleId} withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Title order={2} id={titleId}>
              {title}
            </Title>
            <Text c="dimmed">{intro}</Text>
            <LeadFields {...fields} />
            <FormStatus status={submission.status} success={success} error={LEAD_TEXT.failure} />
            <SendButton sending={submission.sending} />
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
