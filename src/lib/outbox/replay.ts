import { deliver } from './deliver';
import { withEntryLock, withReplayLock } from './lock';
import { isDue, isWaiting, type OutboxEntry, type Urgency } from './entry';
import { afterDelivery, type Delivery } from './transitions';
import type { Reply } from './reply';
import { allEntries, deleteFiles, getEntry, updateEntry } from './store';

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

export type Send = (entry: OutboxEntry) => Promise<Delivery>;

/**
 * Sends one entry if nobody else is sending it, and records the answer. Returns the entry as it
 * now stands, 'busy' when another tab or the worker holds it, or undefined when it is gone.
 */
export function attempt(id: string, send: Send = deliver, urgency: Urgency = 'due'): Promise<OutboxEntry | undefined | 'busy'> {
  return withEntryLock(id, async () => {
    const entry = await getEntry(id);
    // Checked again under the lock: another pass may have sent it, or set a later retry, since.
    if (!entry || !isDue(entry, Date.now(), urgency)) return entry;
    await updateEntry(id, (current) => ({ ...current, state: 'sending' }));
    const delivery = await send(entry);
    let next: OutboxEntry | undefined;
    // The visitor may have discarded it meanwhile: record the answer only if it is still there.
    await updateEntry(id, (current) => (next = afterDelivery(current, delivery, Date.now())));
    if (next) {
      // Sent: the bytes have served their purpose.
      if (next.state === 'sent') await deleteFiles(entry);
      announce(next, true, delivery.kind === 'answered' ? delivery.reply : undefined);
    }
    return next;
  });
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
    for (const entry of due) await attempt(entry.id, send, urgency);
    return (await allEntries()).filter(isWaiting);
  });
}
