import type { OutboxEntry, Problem } from './entry';
import { isSuccess, refusalOf, type Reply } from './reply';

/**
 * How an attempt's answer moves an entry, free of storage and network: sent, retried later (with
 * backoff, or when the server says), or left for a person. Shared by the page and the service worker.
 */

export const MIN_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 5 * 60_000;

/** Exponential backoff with jitter: 2 s, 4 s, 8 s … capped at 5 minutes. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, MIN_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export type Delivery =
  | { kind: 'answered'; reply: Reply; retryAfter: string | null }
  | { kind: 'unreachable'; error: string }
  /** The entry itself cannot be sent as it stands (its stored files are gone). */
  | { kind: 'unsendable'; error: string };

/** Whether an answer is final, worth retrying, or needs a person. */
export function classify(delivery: Delivery): 'sent' | 'retry' | 'needs-attention' {
  if (delivery.kind === 'unreachable') return 'retry';
  if (delivery.kind === 'unsendable') return 'needs-attention';
  const { status } = delivery.reply;
  if (isSuccess(status)) return 'sent';
  if (status === 408 || status === 409 || status === 429 || status >= 500) return 'retry';
  return 'needs-attention';
}

/** What went wrong with an attempt that did not deliver. */
export function problemOf(delivery: Delivery): Problem {
  switch (delivery.kind) {
    case 'unreachable':
      return { kind: 'unreachable' };
    case 'unsendable':
      return { kind: 'unsendable', message: delivery.error };
    case 'answered':
      return { kind: 'answered', status: delivery.reply.status, message: refusalOf(delivery.reply) };
  }
}

/** The entry after an attempt's answer. A sent entry drops its payload and files. */
export function afterDelivery(entry: OutboxEntry, delivery: Delivery, now: number): OutboxEntry {
  const attempts = entry.attempts + 1;
  switch (classify(delivery)) {
    case 'sent':
      return {
        ...entry,
        state: 'sent',
        attempts,
        sentAt: now,
        answer: delivery.kind === 'answered' ? delivery.reply.json : undefined,
        payload: {},
        files: [],
        draft: undefined,
        problem: undefined,
      };
    case 'needs-attention':
      return { ...entry, state: 'needs-attention', attempts, problem: problemOf(delivery) };
    case 'retry': {
      const retryAfter = delivery.kind === 'answered' ? retryAfterMs(delivery.retryAfter, now) : null;
      return {
        ...entry,
        state: 'pending',
        attempts,
        problem: problemOf(delivery),
        nextAttemptAt: now + (retryAfter ?? backoffMs(attempts)),
      };
    }
  }
}
