/**
 * The one path every POST of the app takes. Forms never call fetch: they call submit() (through
 * useSubmission) with the Idempotency-Key of what they send, and replays (the page's runtime, the
 * service worker's Background Sync) send what waits. Both go through attempt(): lock, send,
 * record, announce.
 *
 * Every submission is written to the outbox (IndexedDB) before the first network attempt, so
 * nothing a visitor typed is lost to a closed tab or a dead connection:
 * - the server took it → 'sent' (the outbox keeps a short "sent" record);
 * - the server refused it → 'refused': the visitor is looking at the form, which keeps the data
 *   and shows the error, so the outbox lets it go;
 * - the server could not be reached → 'queued': the outbox sends it when the server answers again
 *   (Background Sync where the browser has it, else the page's own triggers);
 * - it could neither be stored nor reach the server → 'failed'.
 * A replay's refusal is kept for a person (/outbox), who can retry it or reopen it in its form.
 */
import { createStore, get, update } from 'idb-keyval';
import type { Contract, Wire } from '../../shared/schemas/contract';
import { INSTALL_ID_HEADER } from '../../shared/schemas/headers';
import { afterDelivery, describeFile, readReply, requestBody, type Delivery, type Reply } from './delivery';
import { isDue, isWaiting, type FormDraft, type OutboxEntry, type Urgency } from './entry';
import { allEntries, deleteEntry, deleteFiles, fileData, getEntry, saveEntry, updateEntry, withEntryLock, withReplayLock } from './store';

// Every write carries this install's id in INSTALL_ID_HEADER (decision 110).

const INSTALL_ID_KEY = 'install-id';
let storedInstallId: Promise<string> | undefined;

/**
 * This install's id: created once and kept in IndexedDB, which the page and the service
 * worker (which replays the outbox) share. If IndexedDB is unavailable the id lasts as long as
 * the page.
 */
export function installId(): Promise<string> {
  return (storedInstallId ??= (async () => {
    try {
      const store = createStore('verdant-install', 'keyval');
      // update() reads and writes in one transaction: a page and the worker starting together agree.
      await update<string>(INSTALL_ID_KEY, (id) => id ?? crypto.randomUUID(), store);
      return (await get<string>(INSTALL_ID_KEY, store)) ?? crypto.randomUUID();
    } catch {
      return crypto.randomUUID();
    }
  })());
}

/** The Background Sync tag the service worker replays the outbox on. */
export const SYNC_TAG = 'outbox-replay';

interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Asks the browser to wake the service worker for a replay once it is online, even if every tab
 * is closed by then. Browsers without Background Sync (Safari, Firefox) rely on the page's own
 * triggers (page/runtime.ts).
 */
export async function requestBackgroundReplay() {
  try {
    const registration = (await globalThis.navigator?.serviceWorker?.getRegistration()) as
      | (ServiceWorkerRegistration & SyncRegistration)
      | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch (error) {
    console.warn('Background Sync is unavailable; the page will resend when online', error);
  }
}

/** Pages and the worker hear about every change here (header count, /outbox, forms waiting for delivery). */
export const OUTBOX_CHANNEL = 'verdant-outbox';

export interface OutboxChange {
  id: string;
  kind: string;
  label?: string;
  state: OutboxEntry['state'];
  /** The answer that moved it, when the server gave one. */
  reply?: Reply;
  /** True when a replay sent it, i.e. nobody was looking at the form when it went. */
  replayed: boolean;
}

export function announce(entry: OutboxEntry, replayed: boolean, reply?: Reply) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  const change: OutboxChange = { id: entry.id, kind: entry.kind, label: entry.label, state: entry.state, reply, replayed };
  channel.postMessage(change);
  channel.close();
}

/** What every delivery of an entry says: JSON wanted, the entry's id as Idempotency-Key, and which install sends it. */
const deliveryHeaders = async (entry: Pick<OutboxEntry, 'id'>) => ({
  accept: 'application/json',
  'idempotency-key': entry.id,
  [INSTALL_ID_HEADER]: await installId(),
});

/**
 * One attempt with fetch. File bytes come from the outbox's store unless the caller has them in
 * hand (the first attempt, right after the form was sent).
 */
async function deliver(entry: OutboxEntry, inHand?: ArrayBuffer[]): Promise<Delivery> {
  let data: ArrayBuffer[];
  try {
    data = inHand ?? (await fileData(entry));
  } catch (error) {
    return { kind: 'unsendable', error: (error as Error).message };
  }
  const { body, headers } = requestBody(entry, data);
  try {
    const response = await fetch(entry.endpoint, {
      method: 'POST',
      headers: { ...headers, ...(await deliveryHeaders(entry)) },
      body,
    });
    return { kind: 'answered', reply: readReply(response.status, await response.text()), retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { kind: 'unreachable', error: (error as Error).message || 'Network error' };
  }
}

/**
 * One attempt with XMLHttpRequest, the only API that reports upload progress, for a form
 * sending files while the visitor watches.
 */
async function deliverWithProgress(entry: OutboxEntry, data: ArrayBuffer[], onProgress: (fraction: number) => void): Promise<Delivery> {
  const headers = await deliveryHeaders(entry);
  return new Promise<Delivery>((resolve) => {
    const { body } = requestBody(entry, data);
    const request = new XMLHttpRequest();
    request.open('POST', entry.endpoint);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({
        kind: 'answered',
        reply: readReply(request.status, request.responseText),
        retryAfter: request.getResponseHeader('retry-after'),
      });
    request.onerror = () => resolve({ kind: 'unreachable', error: 'Network error' });
    request.send(body as XMLHttpRequestBodyInit);
  });
}

export type Send = (entry: OutboxEntry) => Promise<Delivery>;

export interface AttemptOptions {
  /** How the entry goes out; tests pass their own. */
  send?: Send;
  /** Which waiting entries a replay sends (see Urgency); the form's own attempt always sends. */
  urgency?: Urgency;
  /**
   * The form's own first attempt: a refusal lets the entry go (the form shows the error and
   * keeps what was typed), and what it announces is not a replay's delivery.
   */
  byForm?: boolean;
}

/**
 * Lock → send → record → announce, the same for the form's first attempt and every replay: sends
 * one entry if nobody else is sending it, and records the answer under the same lock, so no
 * other tab or the worker can pick it up between the two and send it again. Returns the entry as
 * it now stands (undefined when it is gone) and the delivery, or 'busy' when another holds it.
 */
export function attempt(id: string, { send = deliver, urgency = 'due', byForm = false }: AttemptOptions = {}) {
  return withEntryLock(id, async (): Promise<{ entry?: OutboxEntry; delivery?: Delivery }> => {
    const entry = await getEntry(id);
    // Checked again under the lock: another pass may have sent it, or set a later retry, since.
    if (!entry || (!byForm && !isDue(entry, Date.now(), urgency))) return { entry };
    await updateEntry(id, (current) => ({ ...current, state: 'sending' }));
    const delivery = await send(entry);
    const reply = delivery.kind === 'answered' ? delivery.reply : undefined;
    if (byForm && reply && !reply.ok) {
      await deleteEntry(id);
      announce(entry, false, reply);
      return { delivery };
    }
    let next: OutboxEntry | undefined;
    // The visitor may have discarded it meanwhile: record the answer only if it is still there.
    await updateEntry(id, (current) => (next = afterDelivery(current, delivery, Date.now())));
    if (next) {
      // Sent: the bytes have served their purpose.
      if (next.state === 'sent') await deleteFiles(entry);
      announce(next, !byForm, reply);
    }
    return { entry: next, delivery };
  });
}

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
  const send = (stored: OutboxEntry) =>
    files.length && options.onUploadProgress ? deliverWithProgress(stored, data, options.onUploadProgress) : deliver(stored, data);
  const saved = await saveEntry(entry, data).then(
    () => true,
    (error) => {
      // Private modes may refuse IndexedDB: still send, just without the safety net.
      console.error('The outbox is unavailable; sending directly', error);
      return false;
    },
  );
  if (!saved) {
    const delivery = await send(entry);
    if (delivery.kind !== 'answered') return { outcome: 'failed', error: delivery.error };
    return { outcome: delivery.reply.ok ? 'sent' : 'refused', reply: delivery.reply };
  }
  if (globalThis.navigator?.onLine === false) return queue(entry);

  const result = await attempt(entry.id, { send, byForm: true });
  // A replay already holds it (a double click that slipped through): it will report the answer.
  if (result === 'busy' || !result.delivery) return { outcome: 'queued', id: entry.id };
  const { delivery } = result;
  if (delivery.kind !== 'answered') return queue(entry);
  return { outcome: delivery.reply.ok ? 'sent' : 'refused', reply: delivery.reply };
}

/** Left to the outbox: the header counts it, and the browser is asked to wake us when online. */
async function queue(entry: OutboxEntry): Promise<SubmitResult> {
  announce(entry, false);
  await requestBackgroundReplay();
  return { outcome: 'queued', id: entry.id };
}

/** A person's "Retry": sends now, past any backoff, and gives a refused entry another chance. */
export async function retryNow(id: string) {
  await updateEntry(id, (entry) => (entry.state === 'sent' ? entry : { ...entry, state: 'pending', nextAttemptAt: 0 }));
  return attempt(id);
}

/**
 * Sends every entry the urgency calls for (see Urgency), oldest first, one pass at a time.
 * Returns the entries still waiting afterwards.
 */
export function replayOutbox({ urgency = 'due', send = deliver }: { urgency?: Urgency; send?: Send } = {}) {
  return withReplayLock(async () => {
    const now = Date.now();
    const due = (await allEntries()).filter((entry) => isDue(entry, now, urgency)).sort((a, b) => a.createdAt - b.createdAt);
    for (const entry of due) await attempt(entry.id, { send, urgency });
    return (await allEntries()).filter(isWaiting);
  });
}
