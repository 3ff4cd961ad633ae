import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormStatus } from '../../components/form/form-status';
import { RETAILER_ROLE_PLACEHOLDER, RETAILER_ROLES, retailerInquirySchema } from '../../schemas/leads';
import { LeadFields } from './lead-fields';
import { LEAD_TEXT } from './messages';
import { LEAD_ENDPOINTS, RETAILER_SUCCESS_MS } from './model';
import { SendButton } from './send-button';
import { useLeadForm } from './use-lead-form';

/** The /usa-retailers partnership inquiry: after success the message stays 3 s, then the form starts afresh. */
export function RetailerInquiryForm() {
  const { form, submission, onSubmit, clear } = useLeadForm(retailerInquirySchema, LEAD_ENDPOINTS.retailer);
  const clearAfterSuccess = useEffectEvent(clear);

  useEffect(() => {
    if (!submission.done) return;
    const timer = setTimeout(clearAfterSuccess, RETAILER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [submission.done]);

  return (
    <Paper component="section" id="retailer-inquiry-form" aria-labelledby="retailer-inquiry-title" withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Title order={2} id="retailer-inquiry-title">
              {LEAD_TEXT.retailerTitle}
            </Title>
            <Text c="dimmed">{LEAD_TEXT.retailerIntro}</Text>
            <LeadFields
              roleLabel={LEAD_TEXT.retailerRole}
              rolePlaceholder={RETAILER_ROLE_PLACEHOLDER}
              roleOptions={RETAILER_ROLES}
              keyedOn="United States"
              regionValues="name"
            />
            <FormStatus status={submission.status} success={LEAD_TEXT.retailerSuccess} error={LEAD_TEXT.failure} />
            <SendButton sending={submission.sending} />
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}

export default RetailerInquiryForm;
