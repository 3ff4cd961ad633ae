import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { draftFor, draftTaken } from '../../lib/outbox/draft';
import { newIdempotencyKey, submit, urlOf, type SubmitResult } from '../../lib/submit';
import type { Contract, FormInput } from '../../schemas/contract';

/** 'queued': no connection, so the outbox holds it and sends it later (lib/submit.ts). */
export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'queued' | 'error';

/** What a refusal is logged as: the answer's message, else its error, else the status. */
export function failureDetail(result: SubmitResult): string {
  const body = result.body;
  if (body && typeof body === 'object') {
    const { message, error } = body as Record<string, unknown>;
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  if (result.status === 0) return result.outcome === 'rejected' ? result.error : 'Network error';
  return `API Error: ${result.status}`;
}

/**
 * One form's submission: its status, and the Idempotency-Key its POSTs carry.
 *
 * The key lives as long as the visitor sends the same thing, so a retry after a lost answer
 * is recognised by the server instead of storing a second lead; it is renewed after a success
 * and whenever the payload changed (the server refuses one key for two different bodies).
 * A submit while one is in flight is ignored, and reset() makes a late answer harmless.
 *
 * A form that passes its values with send() can be reopened from the outbox filled in, should
 * the server refuse the submission later: it then starts from `draft` and sends again under the
 * same key, which replaces the refused entry.
 */
export function useSubmission<C extends Contract>(contract: C) {
  const endpoint = urlOf(contract);
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [reopened] = useState(() => draftFor(endpoint));
  useEffect(() => {
    if (reopened) draftTaken(reopened.id);
  }, [reopened]);
  const key = useRef<string | null>(reopened?.id ?? null);
  // undefined: nothing sent yet, so a reopened entry's key is kept for the first send.
  const lastBody = useRef<string | null | undefined>(undefined);
  const inFlight = useRef(false);
  const generation = useRef(0);

  const send = useCallback(
    async (values: FormInput<C>, { reopenable = false }: { reopenable?: boolean } = {}): Promise<SubmitResult | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      const attempt = generation.current;
      const wire = v.parse(contract.payload, values);
      const body = JSON.stringify(wire.body);
      if (key.current === null || (lastBody.current !== undefined && lastBody.current !== body)) key.current = newIdempotencyKey();
      lastBody.current = body;
      setStatus('sending');

      const result = await submit(contract, wire, {
        idempotencyKey: key.current,
        draft: reopenable ? { path: window.location.pathname, values } : undefined,
      });
      if (attempt !== generation.current) return null;
      inFlight.current = false;
      if (result.outcome === 'sent' || result.outcome === 'queued') {
        // The outbox owns a queued submission's key now; the next one gets its own.
        key.current = null;
        lastBody.current = null;
        setStatus(result.outcome === 'sent' ? 'success' : 'queued');
      } else {
        console.error(`POST ${endpoint} failed:`, failureDetail(result));
        setStatus('error');
      }
      return result;
    },
    [contract, endpoint],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    inFlight.current = false;
    setStatus('idle');
  }, []);

  /** Taken off the visitor's hands: sent, or held by the outbox. Either way the form starts afresh. */
  const done = status === 'success' || status === 'queued';
  return { status, sending: status === 'sending', done, send, reset, draft: reopened?.values as FormInput<C> | undefined };
}

/**
 * Runs `run` once a submission has been done for `ms` (the spec's pause before a form closes or
 * starts afresh). A new submission, or leaving the page, cancels it.
 */
export function useAfterDone(done: boolean, ms: number, run: () => void) {
  const onElapsed = useEffectEvent(run);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onElapsed, ms);
    return () => clearTimeout(timer);
  }, [done, ms]);
}

/** A form reopened from the outbox brings itself into view: it may sit far down its page. */
export function useRevealWhenReopened<T extends HTMLElement>(draft: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (draft !== undefined) ref.current?.scrollIntoView({ block: 'start' });
  }, [draft]);
  return ref;
}
