/**
 * The one path every POST of the app takes. Forms never call fetch: they call submit() with the
 * Idempotency-Key they created when they opened.
 *
 * Every submission is written to the outbox (IndexedDB) before the first network attempt, so
 * nothing a visitor typed is lost to a closed tab or a dead connection:
 * - the server took it → 'sent' (the outbox keeps a short "sent" record);
 * - the server refused it → 'rejected': the visitor is looking at the form, which keeps the data
 *   and shows the error, so the outbox lets it go;
 * - the server could not be reached → 'queued': the outbox sends it when the connection is back
 *   (Background Sync where the browser has it, else the page's own triggers).
 */
import { deliver, parseJson, requestBody } from './outbox/deliver';
import { withEntryLock } from './outbox/lock';
import { afterDelivery, answerMessage, type Delivery, type OutboxEntry, type StoredFile } from './outbox/model';
import { announce } from './outbox/replay';
import { deleteEntry, deleteFiles, putEntry, saveEntry } from './outbox/store';
import { requestBackgroundReplay } from './outbox/triggers';

export interface SubmitFile {
  /** The multipart part name, e.g. `invoice` or `files`. */
  field: string;
  file: File | Blob;
  filename?: string;
}

export interface SubmitOptions {
  idempotencyKey: string;
  /** Multipart uploads report their progress as a fraction 0..1. */
  onUploadProgress?: (fraction: number) => void;
  /** How the outbox names it: a kind (catalog, rma …) and a line a person recognises. */
  kind?: string;
  summary?: string;
}

interface Answer {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The raw answer text. */
  text: string;
  /** The answer parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

export type SubmitResult =
  | ({ outcome: 'sent' } & Answer)
  | ({ outcome: 'rejected'; error: string } & Answer)
  | ({ outcome: 'queued' } & Answer);

export const newIdempotencyKey = () => crypto.randomUUID();

/** What a form says when its submission waits in the outbox for a connection. */
export const QUEUED_MESSAGE = "Saved — it will be sent when you're back online";

const queued: SubmitResult = { outcome: 'queued', status: 0, text: '', body: undefined };

export async function submit(
  endpoint: string,
  payload: Record<string, unknown>,
  files: SubmitFile[] = [],
  options: SubmitOptions,
): Promise<SubmitResult> {
  const entry: OutboxEntry = {
    id: options.idempotencyKey,
    kind: options.kind ?? endpoint.replace(/^.*\//, ''),
    endpoint,
    payload,
    files: files.map(describeFile),
    summary: options.summary ?? endpoint,
    createdAt: Date.now(),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
  };
  const data = await Promise.all(files.map(({ file }) => file.arrayBuffer()));
  const saved = await saveEntry(entry, data).then(
    () => true,
    (error) => {
      // Private modes may refuse IndexedDB: still send, just without the safety net.
      console.error('The outbox is unavailable; sending directly', error);
      return false;
    },
  );
  if (saved && globalThis.navigator?.onLine === false) return queue(entry);

  const send = (sending: OutboxEntry) =>
    files.length && options.onUploadProgress
      ? sendWithProgress(sending, data, options.onUploadProgress)
      : deliver(sending, data);
  const delivery = saved ? await withEntryLock(entry.id, () => send(entry)) : await send(entry);
  // A replay already holds it (a double click that slipped through): it will report the answer.
  if (delivery === 'busy') return queued;

  if (delivery.kind !== 'answered') {
    if (!saved) return { outcome: 'rejected', status: 0, text: '', body: undefined, error: delivery.error };
    const waiting = afterDelivery(entry, delivery, Date.now());
    await putEntry(waiting);
    return queue(waiting);
  }
  const answer: Answer = { status: delivery.status, text: delivery.text, body: delivery.body };
  if (delivery.status >= 200 && delivery.status < 300) {
    if (saved) {
      const sent = afterDelivery(entry, delivery, Date.now());
      await putEntry(sent);
      await deleteFiles(entry);
      announce(sent, false);
    }
    return { outcome: 'sent', ...answer };
  }
  if (saved) {
    await deleteEntry(entry.id);
    announce(entry, false);
  }
  return { outcome: 'rejected', ...answer, error: answerMessage(delivery) };
}

/** Left to the outbox: the header counts it, and the browser is asked to wake us when online. */
async function queue(entry: OutboxEntry): Promise<SubmitResult> {
  announce(entry, false);
  await requestBackgroundReplay();
  return queued;
}

/** A file as the outbox lists it; its bytes are stored apart. */
export const describeFile = ({ field, file, filename }: SubmitFile): StoredFile => ({
  field,
  name: filename ?? (file instanceof File ? file.name : 'file'),
  type: file.type || 'application/octet-stream',
  size: file.size,
});

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
const sendWithProgress = (entry: OutboxEntry, data: ArrayBuffer[], onUploadProgress: (fraction: number) => void) =>
  new Promise<Delivery>((resolve) => {
    const { body } = requestBody(entry, data);
    const request = new XMLHttpRequest();
    request.open('POST', entry.endpoint);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('idempotency-key', entry.id);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({
        kind: 'answered',
        status: request.status,
        text: request.responseText,
        body: parseJson(request.responseText),
        retryAfter: request.getResponseHeader('retry-after'),
      });
    request.onerror = () => resolve({ kind: 'unreachable', error: 'Network error' });
    request.send(body as XMLHttpRequestBodyInit);
  });
