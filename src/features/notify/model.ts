import { NOTIFY_WHEN_AVAILABLE } from '../../lib/stock';
import type { SubmitResult } from '../../lib/submit';

/** Notify modal texts and timings (02 §4, §8, §9). */
export const NOTIFY_TEXT = {
  title: NOTIFY_WHEN_AVAILABLE,
  intro: (productName: string) => `Enter your email and we'll let you know when ${productName} is back in stock.`,
  email: 'Email address',
  submit: 'Notify Me',
  submitting: 'Sending...',
  success: "You're on the list!",
  emptyResponse: 'Server returned empty response',
  invalidJson: 'Server returned invalid JSON. Check console for details.',
  serverError: (status: number) => `Server error: ${status}`,
  fallback: 'Something went wrong. Please try again.',
} as const;

export const NOTIFY_CLOSE_AFTER_MS = 2000;
export const NOTIFY_RESET_AFTER_MS = 300;

/**
 * Reads the answer the way 02 §7 and §8 describe: the text is parsed as JSON; an empty or
 * unparsable answer, the server's error or details, or the bare status become the message.
 * Returns undefined for a success.
 */
export function notifyErrorOf(result: SubmitResult): string | undefined {
  if (result.status === 0) return NOTIFY_TEXT.fallback;
  if (!result.text.trim()) return NOTIFY_TEXT.emptyResponse;
  if (result.body === undefined) {
    console.error('Notify request answered with invalid JSON', result.text);
    return NOTIFY_TEXT.invalidJson;
  }
  if (result.outcome === 'sent') return undefined;
  const body = result.body as { error?: unknown; details?: unknown } | null;
  if (body && typeof body === 'object') {
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.details === 'string' && body.details) return body.details;
    if (body.details && typeof body.details === 'object') {
      const first = Object.values(body.details).find((value): value is string => typeof value === 'string' && !!value);
      if (first) return first;
    }
  }
  return result.status ? NOTIFY_TEXT.serverError(result.status) : NOTIFY_TEXT.fallback;
}
