/**
 * What an outbox entry is, and which entries wait or are due: read by the header's count on every
 * first screen, so it stays this small. How an answer moves an entry is delivery.ts.
 * Shared by the page and the service worker.
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
 * left the outbox, the form can be reopened filled in (reopenInForm, page/use-submission.ts). `path` is the form's page.
 */
export interface FormDraft {
  path: string;
  values: unknown;
}

/** Why the last attempt did not deliver an entry. */
export type Problem =
  /** No answer at all: no connection, the server down, or the connection dropped. */
  | { kind: 'unreachable' }
  /** The server answered with an error; `message` is its own words. */
  | { kind: 'answered'; status: number; message: string }
  /** The entry cannot be sent as it stands (its stored files are gone). */
  | { kind: 'unsendable'; message: string };

export interface OutboxEntry {
  /** The Idempotency-Key: the server's guarantee that replays store nothing twice. */
  id: string;
  /** The contract's kind: catalog, freelightlayout, retailers, document, notify, rebate, rma … */
  kind: string;
  /** The contract's label, so a list names any kind without knowing every contract. */
  label?: string;
  endpoint: string;
  payload: Record<string, unknown>;
  files: StoredFile[];
  /** One line a person recognises the entry by, e.g. "Catalogue request — grower@example.com". */
  summary: string;
  /** What was typed, for forms that can be reopened filled in (see reopenInForm). */
  draft?: FormDraft;
  createdAt: number;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  problem?: Problem;
  /** Set when sent: when, and what the server answered (e.g. an RMA number). */
  sentAt?: number;
  answer?: unknown;
}

export const isWaiting = (entry: OutboxEntry) => entry.state === 'pending' || entry.state === 'sending';

/**
 * Waiting only for the server to be reachable: never tried (saved offline), or its last attempt
 * got no answer. Entries the server answered with "later" (5xx, 429) keep their retry time.
 */
export const waitsForServer = (entry: OutboxEntry) =>
  isWaiting(entry) && (entry.attempts === 0 || entry.problem?.kind === 'unreachable');

/**
 * How eagerly a replay sends: entries whose retry time has come ('due'); those plus every entry
 * that only waited for the server, once it answers again ('server-back'); every waiting entry,
 * whatever its retry time, when a person says so ('now').
 */
export type Urgency = 'due' | 'server-back' | 'now';

/**
 * Entries a replay should try now. A 'sending' entry is included: whether someone is still
 * sending it is decided by its lock (see store.ts), which a closed page or stopped worker releases.
 */
export function isDue(entry: OutboxEntry, now: number, urgency: Urgency = 'due'): boolean {
  if (!isWaiting(entry)) return false;
  if (urgency === 'now' || entry.nextAttemptAt <= now) return true;
  return urgency === 'server-back' && waitsForServer(entry);
}
