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
import { deliver, deliveryHeaders, parseJson, requestBody } from './outbox/deliver';
import { withEntryLock } from './outbox/lock';
import { afterDelivery, answerMessage, type Delivery, type FormDraft, type OutboxEntry, type StoredFile } from './outbox/model';
import { announce } from './outbox/replay';
import { deleteEntry, deleteFiles, putEntry, saveEntry } from './outbox/store';
import { requestBackgroundReplay } from './outbox/triggers';
import type { Contract, Wire, WireFile } from '../schemas/contract';

/**
 * Where each kind of submission is posted when it is not this server: the rebate form can point
 * at the separate rebate service (VITE_REBATE_SERVICE_URL), which answers the same path.
 */
const SERVICE_BASES: Record<string, string | undefined> = {
  rebate: import.meta.env.VITE_REBATE_SERVICE_URL as string | undefined,
};

/** The address a contract's submissions go to. */
export const urlOf = (contract: Pick<Contract, 'kind' | 'path'>) => `${(SERVICE_BASES[contract.kind] ?? '').replace(/\/+$/, '')}${contract.path}`;

export interface SubmitOptions {
  idempotencyKey: string;
  /** Multipart uploads report their progress as a fraction 0..1. */
  onUploadProgress?: (fraction: number) => void;
  /** The form's values and page, to reopen it filled in if the server refuses it later. */
  draft?: FormDraft;
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

export async function submit<C extends Contract>(contract: C, { body, files }: Wire<unknown>, options: SubmitOptions): Promise<SubmitResult> {
  const entry: OutboxEntry = {
    id: options.idempotencyKey,
    kind: contract.kind,
    endpoint: urlOf(contract),
    payload: body as Record<string, unknown>,
    files: files.map(describeFile),
    summary: contract.summary(body),
    draft: options.draft,
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

  const send = () =>
    files.length && options.onUploadProgress ? sendWithProgress(entry, data, options.onUploadProgress) : deliver(entry, data);
  // The answer is recorded under the same lock as the send, so no replay can pick the entry up
  // between the two and send it again.
  const delivery = saved ? await withEntryLock(entry.id, async () => record(entry, await send())) : await send();
  // A replay already holds it (a double click that slipped through): it will report the answer.
  if (delivery === 'busy') return queued;

  if (delivery.kind !== 'answered') {
    if (!saved) return { outcome: 'rejected', status: 0, text: '', body: undefined, error: delivery.error };
    return queue(entry);
  }
  // The header and /outbox re-read the outbox on any change.
  if (saved) announce(entry, false);
  const answer: Answer = { status: delivery.status, text: delivery.text, body: delivery.body };
  if (isSuccess(delivery.status)) return { outcome: 'sent', ...answer };
  return { outcome: 'rejected', ...answer, error: answerMessage(delivery) };
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * The outbox after the form's own attempt: sent keeps a short record without the bytes; refused
 * lets the entry go (the form shows the error and keeps the data); unreachable waits for a retry.
 */
async function record(entry: OutboxEntry, delivery: Delivery): Promise<Delivery> {
  if (delivery.kind === 'answered' && !isSuccess(delivery.status)) {
    await deleteEntry(entry.id);
    return delivery;
  }
  await putEntry(afterDelivery(entry, delivery, Date.now()));
  if (delivery.kind === 'answered') await deleteFiles(entry);
  return delivery;
}

/** Left to the outbox: the header counts it, and the browser is asked to wake us when online. */
async function queue(entry: OutboxEntry): Promise<SubmitResult> {
  announce(entry, false);
  await requestBackgroundReplay();
  return queued;
}

/** A file as the outbox lists it; its bytes are stored apart. */
export const describeFile = ({ field, file, filename }: WireFile): StoredFile => ({
  field,
  name: filename ?? (file instanceof File ? file.name : 'file'),
  type: file.type || 'application/octet-stream',
  size: file.size,
});

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
const sendWithProgress = async (entry: OutboxEntry, data: ArrayBuffer[], onUploadProgress: (fraction: number) => void) => {
  const headers = await deliveryHeaders(entry);
  return new Promise<Delivery>((resolve) => {
    const { body } = requestBody(entry, data);
    const request = new XMLHttpRequest();
    request.open('POST', entry.endpoint);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
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
};
