import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { useSubmission } from '../../components/form/use-submission';
import type { LeadFormContract, LeadFormValues } from '../../schemas/leads';
import { EMPTY_LEAD } from './model';

/**
 * A lead form's state: the fields (checked on submit only; a change clears that field's error),
 * and the submission that posts what the contract makes of them. Fields are kept on failure. A
 * form on a page of its own (`reopenable`) can be reopened from the outbox filled in.
 */
export function useLeadForm(contract: LeadFormContract, { onSent, reopenable = false }: { onSent?: () => void; reopenable?: boolean } = {}) {
  const submission = useSubmission(contract);
  const form = useForm<LeadFormValues>({
    // The form holds every field as a string; the schema also accepts a body that leaves some out.
    resolver: valibotResolver(contract.form as v.GenericSchema<LeadFormValues>, undefined, { raw: true }),
    defaultValues: submission.draft ?? EMPTY_LEAD,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Otherwise the resolver stops each pipe at its first issue, and the state-or-province check,
    // which runs on the whole form, would wait until every other field is valid.
    criteriaMode: 'all',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(values, { reopenable });
    if (result?.outcome === 'sent' || result?.outcome === 'queued') onSent?.();
  });

  /** Empty fields, no errors, idle: what closing the modal or a finished success leaves. */
  const clear = () => {
    form.reset(EMPTY_LEAD);
    submission.reset();
  };

  return { form, submission, onSubmit, clear };
}
