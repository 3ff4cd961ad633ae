import type { WireFile } from '../../shared/schemas/contract';
import type { OutboxEntry, Problem, StoredFile } from './entry';

/**
 * What one attempt to deliver an entry sends, how the server's answer is read, and how that
 * answer moves the entry: sent, retried later (with backoff, or when the server says), or left
 * for a person. Free of storage and network, and shared by the page and the service worker.
 */

// The server's answer, read once. Every form and the outbox page take what they show from
// here, each in its own words: the forms' texts differ, the reading does not.
export interface Reply {
  status: number;
  /** Whether the server took it (a 2xx status). */
  ok: boolean;
  /** The body as it came. */
  text: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  json: unknown;
  /** The body's `message`, when it is a non-empty string. */
  message?: string;
  /** The body's `error`, when it is a non-empty string. */
  error?: string;
  /** The body's `details` as one line: the text itself, or the first message of a field map. */
  details?: string;
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

function detailsOf(details: unknown): string | undefined {
  if (details && typeof details === 'object') return Object.values(details).map(textOf).find(Boolean);
  return textOf(details);
}

export function readReply(status: number, text: string): Reply {
  const json = parseJson(text);
  const fields = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  return {
    status,
    ok: isSuccess(status),
    text,
    json,
    message: textOf(fields.message),
    error: textOf(fields.error),
    details: detailsOf(fields.details),
  };
}

/** The server's own words for a refusal: its message, else its error, else its status. */
export const refusalOf = (reply: Reply) => reply.message ?? reply.error ?? `API Error: ${reply.status}`;

// How an answer moves an entry.
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

// How a stored entry travels: what every attempt sends, whoever makes it.
/** A file as the outbox lists it; its bytes are stored apart. */
export const describeFile = ({ field, file, filename }: WireFile): StoredFile => ({
  field,
  name: filename ?? (file instanceof File ? file.name : 'file'),
  type: file.type || 'application/octet-stream',
  size: file.size,
});

/** The request body an entry stands for: JSON, or multipart when it carries files. */
export function requestBody(
  entry: Pick<OutboxEntry, 'payload' | 'files'>,
  data: ArrayBuffer[],
): { body: BodyInit; headers: Record<string, string> } {
  if (entry.files.length === 0) {
    return { body: JSON.stringify(entry.payload), headers: { 'content-type': 'application/json' } };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(entry.payload)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  entry.files.forEach((file, index) => form.append(file.field, new Blob([data[index]], { type: file.type }), file.name));
  // The browser sets the multipart boundary itself.
  return { body: form, headers: {} };
}
