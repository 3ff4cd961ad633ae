import { Stack, Text, Title } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormFieldset } from '../../components/form/form-fieldset';
import { FormStatus } from '../../components/form/form-status';
import { RegionFields } from '../../components/form/region-fields';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useContractForm } from '../../components/form/use-contract-form';
import { REBATE_FORM_TEXT, REBATE_SUCCESS_MS } from '../../content/rebates';
import { useAfterDone, useRevealWhenReopened } from '../../lib/outbox/page/use-submission';
import { REBATE_CATEGORIES, REBATE_DEFAULTS, rebateRequest, type RebateInput } from '../../shared/schemas/rebate';
import classes from './rebates.module.css';

/**
 * Contact Us: nothing is sent until every field passes; the success message stays 5 s, then
 * the form starts over (locked until then, so the same request cannot go twice). A failure keeps
 * what the visitor typed so they can try again.
 */
export function RebateForm() {
  const { form, submission, onSubmit, clear } = useContractForm<RebateInput>(rebateRequest, {
    defaults: REBATE_DEFAULTS,
    reopenable: true,
  });
  useAfterDone(submission.done, REBATE_SUCCESS_MS, clear);
  const ref = useRevealWhenReopened<HTMLFormElement>(submission.draft);

  return (
    <FormProvider {...form}>
      <form ref={ref} onSubmit={onSubmit} noValidate aria-labelledby="rebate-form-title" className={classes.form}>
        <Title order={2} id="rebate-form-title">
          {REBATE_FORM_TEXT.title}
        </Title>
        <Text mb="md">{REBATE_FORM_TEXT.intro}</Text>
        <FormFieldset locked={submission.sending || submission.done}>
          <Stack gap="sm">
            <TextField<RebateInput> name="contactName" label={REBATE_FORM_TEXT.contactName} autoComplete="name" required />
            <TextField<RebateInput> name="companyName" label={REBATE_FORM_TEXT.companyName} autoComplete="organization" required />
            <TextField<RebateInput> name="workEmail" label={REBATE_FORM_TEXT.workEmail} type="email" autoComplete="email" required />
            <TextField<RebateInput> name="phone" label={REBATE_FORM_TEXT.phone} type="tel" autoComplete="tel" required />
            <SelectField<RebateInput>
              name="rebateCategory"
              label={REBATE_FORM_TEXT.rebateCategory}
              placeholder={REBATE_FORM_TEXT.rebateCategoryPlaceholder}
              data={REBATE_CATEGORIES}
              required
            />
            <RegionFields<RebateInput> countryName="country" stateName="state" keyedOn="United States" values="name" required />
            <CheckboxField<RebateInput> name="subscribeNewsletter" label={REBATE_FORM_TEXT.subscribeNewsletter} />
            <FormStatus status={submission.status} success={REBATE_FORM_TEXT.success} error={REBATE_FORM_TEXT.failure} />
            <SubmitButton sending={submission.sending} label={REBATE_FORM_TEXT.submit} sendingLabel={REBATE_FORM_TEXT.submitting} />
          </Stack>
        </FormFieldset>
      </form>
    </FormProvider>
  );
}
