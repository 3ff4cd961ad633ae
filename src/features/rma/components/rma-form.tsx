import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Progress, Text } from '@mantine/core';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { newIdempotencyKey, QUEUED_MESSAGE } from '../../../lib/submit';
import { sendRma } from '../api';
import { ACTIONS, HINTS, STATUS } from '../messages';
import { rmaRequest } from '../../../schemas/rma';
import { collectErrors, emptyRmaForm, isSuccessMessage, rmaResultMessage, type RmaFormValues } from '../model';
import { ConfirmationsSection, ResolutionSection } from './agreement-sections';
import { ContactSection, IssueSection, OrderSection } from './detail-sections';
import { EquipmentSection } from './equipment-section';
import { ErrorSummary } from './error-summary';
import { ProductsSection } from './products-section';
import classes from './rma-form.module.css';

/** The warranty return form: editing → submitting → success (reset) or failed (data kept). */
export function RmaForm() {
  const form = useForm<RmaFormValues>({
    defaultValues: emptyRmaForm(),
    // The schema's input is narrower than the form's (a select holds '' until chosen); its
    // output is a valid RmaFormValues, which is what the submit handler receives.
    resolver: valibotResolver(rmaRequest.form) as unknown as Resolver<RmaFormValues>,
    // Errors come from a submit attempt only; editing a field clears its own (see useField).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The error summary takes focus instead, so the visitor hears every error first.
    shouldFocusError: false,
  });
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [status, setStatus] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [showSummary, setShowSummary] = useState(false);
  // Remounting the sections after a success also clears their local file notices.
  const [generation, setGeneration] = useState(0);
  const inFlight = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);

  const lines = useWatch({ control: form.control, name: 'products' });
  const errors = collectErrors(form.formState.errors, lines);

  // The errors reach the form state a render after the refusal: focus once the box is there.
  useEffect(() => {
    if (!focusSummary.current || !summaryRef.current) return;
    focusSummary.current = false;
    summaryRef.current.focus();
  });

  const send = async (values: RmaFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setStatus(null);
    setProgress(0);
    try {
      const result = await sendRma(values, idempotencyKey, setProgress);
      setStatus(rmaResultMessage(result));
      // Queued: the outbox holds the request and its files, so the form starts afresh too.
      if (result.outcome !== 'rejected') {
        form.reset(emptyRmaForm());
        setIdempotencyKey(newIdempotencyKey());
        setShowSummary(false);
        setGeneration((value) => value + 1);
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const refuse = () => {
    setStatus(STATUS.invalid);
    setShowSummary(true);
    focusSummary.current = true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(send, refuse)(event);
  };

  const tone = status === QUEUED_MESSAGE ? 'queued' : status && isSuccessMessage(status) ? 'success' : 'error';

  return (
    <FormProvider {...form}>
      <form className={classes.form} onSubmit={onSubmit} noValidate>
        {showSummary && <ErrorSummary ref={summaryRef} entries={errors} />}
        <Text size="sm" c="dimmed">
          {HINTS.required}
        </Text>
        <div key={generation} className={classes.form}>
          <ContactSection />
          <OrderSection />
          <EquipmentSection />
          <ConfirmationsSection />
          <ResolutionSection />
          <ProductsSection />
          <IssueSection />
        </div>
        <div className={classes.submitArea}>
          {sending && (
            <Progress className={classes.progress} value={Math.round(progress * 100)} aria-label={STATUS.uploading} />
          )}
          <Text className={classes.status} data-tone={status ? tone : undefined} role="status" aria-live="polite">
            {status}
          </Text>
          <Button type="submit" size="md" disabled={sending}>
            {sending ? ACTIONS.submitting : ACTIONS.submit}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
