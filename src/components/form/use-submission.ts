import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, submit, type SubmitResult } from '../../lib/submit';

export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'error';

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
 */
export function useSubmission(endpoint: string) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const key = useRef<string | null>(null);
  const lastBody = useRef<string | null>(null);
  const inFlight = useRef(false);
  const generation = useRef(0);

  const send = useCallback(
    async (payload: Record<string, unknown>): Promise<SubmitResult | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      const attempt = generation.current;
      const body = JSON.stringify(payload);
      if (key.current === null || lastBody.current !== body) key.current = newIdempotencyKey();
      lastBody.current = body;
      setStatus('sending');

      const result = await submit(endpoint, payload, [], { idempotencyKey: key.current });
      if (attempt !== generation.current) return null;
      inFlight.current = false;
      if (result.outcome === 'sent') {
        key.current = null;
        lastBody.current = null;
        setStatus('success');
      } else {
        console.error(`POST ${endpoint} failed:`, failureDetail(result));
        setStatus('error');
      }
      return result;
    },
    [endpoint],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    inFlight.current = false;
    setStatus('idle');
  }, []);

  return { status, sending: status === 'sending', send, reset };
}
