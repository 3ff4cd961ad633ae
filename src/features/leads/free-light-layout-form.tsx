import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormStatus } from '../../components/form/form-status';
import { CUSTOMER_TYPES } from '../../content/regions';
import { CUSTOMER_TYPE_PLACEHOLDER, lightLayoutRequestSchema } from '../../schemas/leads';
import { LeadFields } from './lead-fields';
import { LEAD_TEXT } from './messages';
import { EMPTY_LEAD, LEAD_ENDPOINTS, LIGHT_LAYOUT_SUCCESS_MS } from './model';
import { SendButton } from './send-button';
import { useLeadForm } from './use-lead-form';

/** The home page's free light layout request; the Get Started banner scrolls to its id. */
export function FreeLightLayoutForm() {
  const { form, submission, onSubmit } = useLeadForm(lightLayoutRequestSchema, LEAD_ENDPOINTS.lightLayout, {
    onSent: () => form.reset(EMPTY_LEAD),
  });
  const { status, done, reset } = submission;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(reset, LIGHT_LAYOUT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [done, reset]);

  return (
    <Paper component="section" id="free-light-layout-form" aria-labelledby="free-light-layout-title" withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Title order={2} id="free-light-layout-title">
              {LEAD_TEXT.lightLayoutTitle}
            </Title>
            <Text c="dimmed">{LEAD_TEXT.lightLayoutIntro}</Text>
            <LeadFields
              roleLabel={LEAD_TEXT.customerType}
              rolePlaceholder={CUSTOMER_TYPE_PLACEHOLDER}
              roleOptions={CUSTOMER_TYPES}
              keyedOn="United States"
              regionValues="code"
            />
            <FormStatus status={status} success={LEAD_TEXT.lightLayoutSuccess} error={LEAD_TEXT.failure} />
            <SendButton sending={submission.sending} />
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}

export default FreeLightLayoutForm;
