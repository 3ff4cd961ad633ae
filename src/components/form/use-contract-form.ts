import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as v from 'valibot';
import { useSubmission } from '../../lib/outbox/page/use-submission';
import type { Contract } from '../../shared/schemas/contract';
import { useErrorClearedOnChange } from './use-error-cleared-on-change';

export interface ContractFormOptions<V extends FieldValues> {
  /** What the form starts with, and returns to when cleared. */
  defaults: V;
  /** A form on a page of its own can be reopened from the outbox filled in if the server refuses it later. */
  reopenable?: boolean;
  /** Runs once the submission is taken off the visitor's hands (sent, or saved in the outbox). */
  onTaken?: () => void;
  /** Runs when a submit finds errors (nothing is sent). */
  onInvalid?: (errors: FieldErrors<V>) => void;
  /** react-hook-form options beyond the house rules below. */
  formOptions?: Omit<UseFormProps<V>, 'resolver' | 'defaultValues'>;
}

/**
 * A form bound to its contract: the contract's form schema checks the fields, and useSubmission
 * sends what the contract's payload makes of them through the outbox.
 *
 * The house rules: checked on submit only (the visitor's change clears that field's error), and
 * every issue at once (`criteriaMode: 'all'`): otherwise the resolver stops each pipe at its first
 * issue, and checks that read two fields (state or province by country) would wait until every
 * other field is valid. Fields are kept when the server refuses.
 */
export function useContractForm<V extends FieldValues>(
  contract: Contract,
  { defaults, reopenable = false, onTaken, onInvalid, formOptions }: ContractFormOptions<V>,
) {
  const submission = useSubmission(contract);
  const form = useForm<V>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    criteriaMode: 'all',
    ...formOptions,
    // The form holds what the visitor typed (a select holds '' until chosen); the schema judges it.
    resolver: valibotResolver(contract.form as v.GenericSchema<V>, undefined, { raw: true }),
    defaultValues: (submission.draft ?? defaults) as DefaultValues<V>,
  });

  useErrorClearedOnChange(form);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(values, { reopenable });
    if (result?.outcome === 'sent' || result?.outcome === 'queued') onTaken?.();
  }, onInvalid);

  /** Empty fields, no errors, idle: what closing a modal or a finished success leaves. */
  const clear = () => {
    form.reset(defaults);
    submission.reset();
  };

  return { form, submission, onSubmit, clear };
}

export type ContractForm<V extends FieldValues> = ReturnType<typeof useContractForm<V>>;
