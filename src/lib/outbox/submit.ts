/**
 * The one path every POST of the app takes. Forms never call fetch: they call submit() (through
 * useSubmission) with the Idempotency-Key of what they send.
 *
 * Every submission is written to the outbox (IndexedDB) before the first network attempt, so
 * nothing a visitor typed is lost to a closed tab or a dead connection:
 * - the server took it → 'sent' (the outbox keeps a short "sent" record);
 * - the server refused it → 'refused': the visitor is looking at the form, which keeps the data
 *   and shows the error, so the outbox lets it go;
 * - the server could not be reached → 'queued': the outbox sends it when the server answers again
 *   (Background Sync where the browser has it, else the page's own triggers);
 * - it could neither be stored nor reach the server → 'failed'.
 */
import type { Contract, Wire } from '../../schemas/contract';
import { deliver, deliverWithProgress } from './deliver';
import { withEntryLock } from './lock';
import { type FormDraft, type OutboxEntry } from './entry';
import { afterDelivery, type Delivery } from './transitions';
import type { Reply } from './reply';
import { announce } from './replay';
import { deleteEntry, deleteFiles, putEntry, saveEntry } from './store';
import { requestBackgroundReplay } from './triggers';
import { describeFile } from './wire';

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
  /** Uploads with files report their progress as a fraction 0..1. */
  onUploadProgress?: (fraction: number) => void;
  /** The form's values and page, to reopen it filled in if the server refuses it later. */
  draft?: FormDraft;
}

export type SubmitResult =
  | { outcome: 'sent'; reply: Reply }
  | { outcome: 'refused'; reply: Reply }
  /** The outbox holds it under `id` (its Idempotency-Key) and sends it later. */
  | { outcome: 'queued'; id: string }
  /** Neither stored nor delivered (a browser that refuses IndexedDB, and no connection). */
  | { outcome: 'failed'; error: string };

export const newIdempotencyKey = () => crypto.randomUUID();

export async function submit(contract: Contract, { body, files }: Wire<unknown>, options: SubmitOptions): Promise<SubmitResult> {
  const entry: OutboxEntry = {
    id: options.idempotencyKey,
    kind: contract.kind,
    label: contract.label,
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

  const send = () => (files.length && options.onUploadProgress ? deliverWithProgress(entry, data, options.onUploadProgress) : deliver(entry, data));
  // The answer is recorded under the same lock as the send, so no replay can pick the entry up
  // between the two and send it again.
  const delivery = saved ? await withEntryLock(entry.id, async () => record(entry, await send())) : await send();
  // A replay already holds it (a double click that slipped through): it will report the answer.
  if (delivery === 'busy') return { outcome: 'queued', id: entry.id };

  if (delivery.kind !== 'answered') return saved ? queue(entry) : { outcome: 'failed', error: delivery.error };
  // The header, /outbox and the page's replay hear that the server answers.
  if (saved) announce({ ...entry, state: delivery.reply.ok ? 'sent' : entry.state }, false, delivery.reply);
  return { outcome: delivery.reply.ok ? 'sent' : 'refused', reply: delivery.reply };
}

/**
 * The outbox after the form's own attempt: sent keeps a short record without the bytes; refused
 * lets the entry go (the form shows the error and keeps the data); unreachable waits for a retry.
 */
async function record(entry: OutboxEntry, delivery: Delivery): Promise<Delivery> {
  if (delivery.kind === 'answered' && !delivery.reply.ok) {
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
  return { outcome: 'queued', id: entry.id };
}
