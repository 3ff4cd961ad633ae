import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { FormProvider, useWatch } from 'react-hook-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useContractForm } from '../../../components/form/use-contract-form';
import { useOnline } from '../../../lib/use-online';
import { rmaRequest } from '../../../shared/schemas/rma';
import { collectErrors, emptyRmaForm, rmaStatusLine, type RmaFormValues, type StatusLine } from '../model';
import { ACTIONS, HINTS, STATUS } from '../texts';
import { ConfirmationsSection, ResolutionSection } from './agreement-sections';
import { ContactSection, IssueSection, OrderSection } from './detail-sections';
import { EquipmentSection } from './equipment-section';
import { ErrorSummary } from './error-summary';
import { ProductsSection } from './products-section';
import classes from './rma-form.module.css';

// Only a send shows it: kept out of the page's first load.
const UploadProgress = lazy(() => import('./upload-progress'));

/**
 * The fields, each subscribed to its own state: the form's state (ready once mounted, sending,
 * refused) renders the status, the summary and the button again, not every field.
 */
const FormSections = memo(function FormSections() {
  return (
    <div className={classes.form}>
      <ContactSection />
      <OrderSection />
      <EquipmentSection />
      <ConfirmationsSection />
      <ResolutionSection />
      <ProductsSection />
      <IssueSection />
    </div>
  );
});

/** The warranty return form: editing → submitting → success (reset) or failed (data kept). */
export function RmaForm() {
  const [showSummary, setShowSummary] = useState(false);
  /** A submit refused by the form's own checks: nothing was sent. */
  const [invalid, setInvalid] = useState(false);
  // Remounting the sections after a success also clears their local file notices.
  const [generation, setGeneration] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const online = useOnline();

  const { form, submission, onSubmit } = useContractForm<RmaFormValues>(rmaRequest, {
    defaults: emptyRmaForm(),
    // The error summary takes focus instead, so the visitor hears every error first.
    formOptions: { shouldFocusError: false },
    onInvalid: () => {
      setInvalid(true);
      setShowSummary(true);
      focusSummary.current = true;
    },
    // Sent, or held with its files by the outbox: either way the form starts afresh.
    onTaken: () => {
      form.reset(emptyRmaForm());
      submission.startAfresh();
      setShowSummary(false);
      setGeneration((value) => value + 1);
    },
  });

  const lines = useWatch({ control: form.control, name: 'products' });
  const errors = collectErrors(form.formState.errors, lines);

  // The errors reach the form state a render after the refusal: focus once the box is there.
  useEffect(() => {
    if (!focusSummary.current || !summaryRef.current) return;
    focusSummary.current = false;
    summaryRef.current.focus();
  });

  // A send replaces the "correct the errors" line with its own outcome.
  useEffect(() => {
    if (submission.sending) setInvalid(false);
  }, [submission.sending]);

  const { state } = submission;
  const status: StatusLine | null = invalid ? { text: STATUS.invalid, tone: 'error' } : rmaStatusLine(state, online);

  return (
    <FormProvider {...form}>
      <form className={classes.form} onSubmit={onSubmit} noValidate>
        {showSummary && <ErrorSummary ref={summaryRef} entries={errors} />}
        <Text size="sm" c="dimmed">
          {HINTS.required}
        </Text>
        <FormSections key={generation} />
        <div className={classes.submitArea}>
          {state.status === 'sending' && (
            <Suspense fallback={null}>
              <UploadProgress className={classes.progress} fraction={state.progress ?? 0} />
            </Suspense>
          )}
          <Text className={classes.status} data-tone={status?.tone} role="status" aria-live="polite">
            {status?.text}
          </Text>
          <SubmitButton sending={submission.sending} label={ACTIONS.submit} sendingLabel={ACTIONS.submitting} />
        </div>
      </form>
    </FormProvider>
  );
}
