import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import type { Contract, FormInput } from '../../../shared/schemas/contract';
import { refusalOf, type Reply } from '../delivery';
import type { OutboxEntry } from '../entry';
import { newIdempotencyKey, OUTBOX_CHANNEL, submit, urlOf, type OutboxChange, type SubmitResult } from '../send';
import { watchOnScreen } from './view-store';

/** A refused entry on its way back into its form: the form takes it when it mounts. */
let reopening: { id: string; endpoint: string; values: unknown } | null = null;

/** Hands an entry's draft to its form, which takes it when its page (`draft.path`) opens. */
export function reopenInForm({ id, endpoint, draft }: OutboxEntry) {
  if (draft) reopening = { id, endpoint, values: draft.values };
}

/** The draft waiting for the form that posts to `endpoint`, if any. */
export const draftFor = (endpoint: string) => (reopening?.endpoint === endpoint ? reopening : null);

/** The form has it: a later visit to the page starts empty. */
export function draftTaken(id: string) {
  if (reopening?.id === id) reopening = null;
}

/**
 * Where a form's submission stands. 'queued': the outbox holds it until the server answers, then
 * it turns to 'success' by itself. 'error': refused (`reply` says why) or neither stored nor sent.
 */
export type SubmissionState =
  | { status: 'idle' }
  | { status: 'sending'; progress: number | null }
  | { status: 'success'; reply: Reply }
  | { status: 'queued'; id: string }
  | { status: 'error'; reply?: Reply; error?: string };

export type SubmissionStatus = SubmissionState['status'];

const IDLE: SubmissionState = { status: 'idle' };

function stateOf(result: SubmitResult): SubmissionState {
  switch (result.outcome) {
    case 'sent':
      return { status: 'success', reply: result.reply };
    case 'queued':
      return { status: 'queued', id: result.id };
    case 'refused':
      return { status: 'error', reply: result.reply };
    case 'failed':
      return { status: 'error', error: result.error };
  }
}

/**
 * One form's submission, for every form of the app: its typed state, and the Idempotency-Key
 * its POSTs carry.
 *
 * One submission per intent: a submit while one is in flight is ignored (a ref, not state, so a
 * double tap in one frame cannot slip through), and so is the same payload again once it has been
 * taken (sent or saved), until reset(). A new payload after that is a new submission.
 *
 * The key lives as long as the visitor sends the same thing, so a retry after a lost answer is
 * recognised by the server instead of storing a second lead; it is renewed after a success and
 * whenever the payload changed (the server refuses one key for two different bodies).
 *
 * A form that passes its values with send() can be reopened from the outbox filled in, should
 * the server refuse the submission later: it then starts from `draft` and sends again under the
 * same key, which replaces the refused entry.
 */
export function useSubmission<C extends Contract>(contract: C) {
  const endpoint = urlOf(contract);
  const [state, setState] = useState<SubmissionState>(IDLE);
  const [reopened] = useState(() => draftFor(endpoint));
  useEffect(() => {
    if (reopened) draftTaken(reopened.id);
  }, [reopened]);
  const key = useRef<string | null>(reopened?.id ?? null);
  // undefined: nothing sent yet, so a reopened entry's key is kept for the first send.
  const lastBody = useRef<string | null | undefined>(undefined);
  const inFlight = useRef(false);
  /** The payload last taken off the visitor's hands, until reset(). */
  const taken = useRef<string | null>(null);
  const generation = useRef(0);
  /** Submissions this form queued: while it is on screen, their delivery shows here. */
  const unwatch = useRef<(() => void)[]>([]);
  useEffect(() => () => unwatch.current.forEach((stop) => stop()), []);

  const send = useCallback(
    async (values: FormInput<C>, { reopenable = false }: { reopenable?: boolean } = {}): Promise<SubmitResult | null> => {
      if (inFlight.current) return null;
      const wire = v.parse(contract.payload, values);
      const body = JSON.stringify(wire.body);
      if (taken.current === body) return null;
      inFlight.current = true;
      const attempt = generation.current;
      if (key.current === null || (lastBody.current !== undefined && lastBody.current !== body)) key.current = newIdempotencyKey();
      lastBody.current = body;
      setState({ status: 'sending', progress: null });

      const result = await submit(contract, wire, {
        idempotencyKey: key.current,
        draft: reopenable ? { path: window.location.pathname, values } : undefined,
        onUploadProgress: (progress) => {
          if (attempt === generation.current) setState({ status: 'sending', progress });
        },
      });
      if (attempt !== generation.current) return null;
      inFlight.current = false;
      if (result.outcome === 'sent' || result.outcome === 'queued') {
        // The outbox owns a queued submission's key now; the next one gets its own.
        key.current = null;
        lastBody.current = null;
        taken.current = body;
        if (result.outcome === 'queued') unwatch.current.push(watchOnScreen(result.id));
      } else {
        console.error(`POST ${endpoint} failed:`, result.outcome === 'refused' ? refusalOf(result.reply) : result.error);
      }
      setState(stateOf(result));
      return result;
    },
    [contract, endpoint],
  );

  // A queued submission that the outbox delivers while the form is still shown says so.
  const queuedId = state.status === 'queued' ? state.id : null;
  useEffect(() => {
    if (!queuedId || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = ({ data: change }: MessageEvent<OutboxChange>) => {
      if (change.id === queuedId && change.state === 'sent' && change.reply) setState({ status: 'success', reply: change.reply });
    };
    return () => channel.close();
  }, [queuedId]);

  const reset = useCallback(() => {
    generation.current += 1;
    inFlight.current = false;
    taken.current = null;
    setState(IDLE);
  }, []);

  /**
   * The form was emptied after a submission was taken, keeping its banner: the same values typed
   * in again are a new intent (another return of the same fixture), not a second tap.
   */
  const startAfresh = useCallback(() => {
    taken.current = null;
  }, []);

  /** Taken off the visitor's hands: sent, or held by the outbox. Either way the form starts afresh. */
  const done = state.status === 'success' || state.status === 'queued';
  return {
    state,
    status: state.status,
    sending: state.status === 'sending',
    done,
    send,
    reset,
    startAfresh,
    draft: reopened?.values as FormInput<C> | undefined,
  };
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
