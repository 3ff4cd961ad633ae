/**
 * The outbox's rules, free of storage and network: what an entry is, how an answer moves it,
 * and when it is tried again. Shared by the page and the service worker.
 */

export type OutboxState = 'pending' | 'sending' | 'sent' | 'needs-attention';

/** A file riding with a submission; its bytes are stored apart (store.ts) so lists stay light. */
export interface StoredFile {
  field: string;
  name: string;
  type: string;
  size: number;
}

/**
 * What the visitor typed, kept with a submission so that, if the server refuses it after it
 * left the outbox, the form can be reopened filled in (draft.ts). `path` is the form's page.
 */
export interface FormDraft {
  path: string;
  values: unknown;
}

export interface OutboxEntry {
  /** The Idempotency-Key: the server's guarantee that replays store nothing twice. */
  id: string;
  /** catalog, freelightlayout, retailers, document, notify, rebate, rma … */
  kind: string;
  endpoint: string;
  payload: Record<string, unknown>;
  files: StoredFile[];
  /** One line a person recognises the entry by, e.g. "Catalogue request — grower@example.com". */
  summary: string;
  /** What was typed, for forms that can be reopened filled in (see draft.ts). */
  draft?: FormDraft;
  createdAt: number;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  /** Set when sent: when, and what the server answered (e.g. an RMA number). */
  sentAt?: number;
  answer?: unknown;
}

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
  | { kind: 'answered'; status: number; body: unknown; text: string; retryAfter: string | null }
  | { kind: 'unreachable'; error: string }
  /** The entry itself cannot be sent as it stands (its stored files are gone). */
  | { kind: 'unsendable'; error: string };

/** Whether an answer is final, worth retrying, or needs a person. */
export function classify(delivery: Delivery): 'sent' | 'retry' | 'needs-attention' {
  if (delivery.kind === 'unreachable') return 'retry';
  if (delivery.kind === 'unsendable') return 'needs-attention';
  const { status } = delivery;
  if (status >= 200 && status < 300) return 'sent';
  if (status === 408 || status === 409 || status === 429 || status >= 500) return 'retry';
  return 'needs-attention';
}

/** The server's own words for a refusal. */
export function answerMessage(delivery: Delivery): string {
  if (delivery.kind !== 'answered') return delivery.error;
  const body = delivery.body as Record<string, unknown> | undefined;
  for (const field of ['message', 'error'] as const) {
    if (body && typeof body[field] === 'string' && body[field]) return body[field] as string;
  }
  return delivery.text || `HTTP Error ${delivery.status}`;
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
        answer: delivery.kind === 'answered' ? delivery.body : undefined,
        payload: {},
        files: [],
        draft: undefined,
        lastError: undefined,
      };
    case 'needs-attention':
      return { ...entry, state: 'needs-attention', attempts, lastError: answerMessage(delivery) };
    case 'retry': {
      const retryAfter = delivery.kind === 'answered' ? retryAfterMs(delivery.retryAfter, now) : null;
      return {
        ...entry,
        state: 'pending',
        attempts,
        lastError: answerMessage(delivery),
        nextAttemptAt: now + (retryAfter ?? backoffMs(attempts)),
      };
    }
  }
}

export const isWaiting = (entry: OutboxEntry) => entry.state === 'pending' || entry.state === 'sending';

/**
 * Entries a replay should try now. A 'sending' entry is included: whether someone is still
 * sending it is decided by its lock (see lock.ts), which a closed page or stopped worker releases.
 */
export const isDue = (entry: OutboxEntry, now: number) => isWaiting(entry) && entry.nextAttemptAt <= now;
