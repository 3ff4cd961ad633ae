import { Paper, Stack, Text, Title } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { FormFieldset } from '../../components/form/form-fieldset';
import { FormStatus } from '../../components/form/form-status';
import { useContractForm } from '../../components/form/use-contract-form';
import { useAfterDone, useRevealWhenReopened } from '../../lib/outbox/page/use-submission';
import type { LeadFormValues } from '../../schemas/leads';
import { EMPTY_LEAD, PAGE_LEAD_FORMS, type PageLeadFormName } from './lead-forms';
import { LeadFields } from './lead-fields';
import { SendButton } from './send-button';
import { LEAD_TEXT } from './texts';

/**
 * A lead form that stands on a page (the free light layout request, the retailer inquiry): title,
 * intro, the lead fields, the banner and SEND. Each is reopened from the outbox filled in if the
 * server refuses it later.
 */
export function PageLeadForm({ form: name }: { form: PageLeadFormName }) {
  const { id, contract, title, intro, success, fields, messageMs, clearsAtOnce } = PAGE_LEAD_FORMS[name];
  const { form, submission, onSubmit, clear } = useContractForm<LeadFormValues>(contract, {
    defaults: EMPTY_LEAD,
    reopenable: true,
    onTaken: clearsAtOnce ? () => form.reset(EMPTY_LEAD) : undefined,
  });
  // The message goes after a while, and with it the fields if they stayed.
  useAfterDone(submission.done, messageMs, clearsAtOnce ? submission.reset : clear);
  const ref = useRevealWhenReopened<HTMLElement>(submission.draft);
  const titleId = `${id}-title`;

  return (
    <Paper ref={ref} component="section" id={id} aria-labelledby={titleId} withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <FormFieldset locked={submission.done && !clearsAtOnce}>
            <Stack gap="md">
              <Title order={2} id={titleId}>
                {title}
              </Title>
              <Text c="dimmed">{intro}</Text>
              <LeadFields {...fields} />
              <FormStatus status={submission.status} success={success} error={LEAD_TEXT.failure} />
              <SendButton sending={submission.sending} />
            </Stack>
          </FormFieldset>
        </form>
      </FormProvider>
    </Paper>
  );
}

export default PageLeadForm;
