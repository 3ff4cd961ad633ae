import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Stack, Text, Title } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormStatus } from '../../components/form/form-status';
import { RegionFields } from '../../components/form/region-fields';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useAfterDone, useRevealWhenReopened, useSubmission } from '../../components/form/use-submission';
import { REBATE_FORM_TEXT, REBATE_SUCCESS_MS } from '../../content/rebates';
import { REBATE_CATEGORIES, REBATE_DEFAULTS, rebateRequest, type RebateInput } from '../../schemas/rebate';
import classes from './rebates.module.css';

/**
 * Contact Us: nothing is sent until every field passes; the success message stays 5 s, then
 * the form starts over. A failure keeps what the visitor typed so they can try again.
 */
export function RebateForm() {
  const { status, sending, done, send, reset, draft } = useSubmission(rebateRequest);
  const form = useForm<RebateInput>({
    resolver: valibotResolver(rebateRequest.form, undefined, { raw: true }),
    defaultValues: draft ?? REBATE_DEFAULTS,
    mode: 'onSubmit',
    // 'all' makes the resolver run the whole schema: the first-issue mode stops before the
    // country-dependent state check whenever another field is empty.
    criteriaMode: 'all',
  });

  useAfterDone(done, REBATE_SUCCESS_MS, () => {
    reset();
    form.reset(REBATE_DEFAULTS);
  });

  const ref = useRevealWhenReopened<HTMLFormElement>(draft);

  const onSubmit = form.handleSubmit(async (values) => {
    await send(values, { reopenable: true });
  });

  return (
    <FormProvider {...form}>
      <form ref={ref} onSubmit={onSubmit} noValidate aria-labelledby="rebate-form-title" className={classes.form}>
        <Title order={2} id="rebate-form-title">
          {REBATE_FORM_TEXT.title}
        </Title>
        <Text mb="md">{REBATE_FORM_TEXT.intro}</Text>
        <fieldset disabled={sending} className={classes.fieldset}>
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
            <FormStatus status={status} success={REBATE_FORM_TEXT.success} error={REBATE_FORM_TEXT.failure} />
            <Button type="submit" size="md">
              {sending ? REBATE_FORM_TEXT.submitting : REBATE_FORM_TEXT.submit}
            </Button>
          </Stack>
        </fieldset>
      </form>
    </FormProvider>
  );
}
