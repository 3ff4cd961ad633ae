import { Paper, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useContractForm } from '../../components/form/use-contract-form';
import { useAfterDone, useRevealWhenReopened } from '../../lib/outbox/page/use-submission';
import type { LeadFormValues } from '../../shared/schemas/leads';
import { LeadForm } from './lead-form';
import { EMPTY_LEAD, PAGE_LEAD_FORMS, type PageLeadFormName } from './lead-forms';
import { LEAD_TEXT } from './texts';
import classes from './page-lead-form.module.css';

/**
 * A lead form that stands on a page (the free light layout request, the retailer inquiry): title
 * and intro above the lead form. Each is reopened from the outbox filled in if the server refuses
 * it later.
 */
function PageLeadForm({ form: name, plan }: { form: PageLeadFormName; plan?: string }) {
  const config = PAGE_LEAD_FORMS[name];
  const { id, title, intro, messageMs, clearsAtOnce } = config;
  const defaults = plan === undefined ? EMPTY_LEAD : { ...EMPTY_LEAD, plan };
  const lead = useContractForm<LeadFormValues>(config.contract, {
    defaults,
    reopenable: true,
    onTaken: clearsAtOnce
      ? () => {
          lead.form.reset(defaults);
          lead.submission.startAfresh();
        }
      : undefined,
  });
  // The plan follows the planner's inputs; the visitor's own fields stay as typed.
  const { setValue } = lead.form;
  useEffect(() => {
    if (plan !== undefined) setValue('plan', plan);
  }, [plan, setValue]);
  // The message goes after a while, and with it the fields if they stayed.
  useAfterDone(lead.submission.done, messageMs, clearsAtOnce ? lead.submission.reset : lead.clear);
  const ref = useRevealWhenReopened<HTMLElement>(lead.submission.draft);
  const titleId = `${id}-title`;

  return (
    <Paper ref={ref} component="section" id={id} aria-labelledby={titleId} withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <LeadForm lead={lead} config={config} locked={lead.submission.done && !clearsAtOnce}>
        <Title order={2} id={titleId}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
        {plan !== undefined && (
          <details className={classes.plan}>
            <summary>{LEAD_TEXT.planAttached}</summary>
            <pre>{plan}</pre>
          </details>
        )}
      </LeadForm>
    </Paper>
  );
}

export default PageLeadForm;
