import { labelOf } from '../../../shared/schemas/contracts';
import { rmaNumberOf } from '../../../shared/schemas/rma';
import { isWaiting, waitsForServer, type OutboxEntry, type Urgency } from '../entry';
import { OUTBOX_CHANNEL, replayOutbox, retryNow, type OutboxChange } from '../send';
import { deleteEntry } from '../store';
import { isShownOnScreen, useOutboxStore } from './view-store';

/**
 * Asked while something waits for the server: any answer at all means it is reachable. A HEAD,
 * so no body travels, and the service worker (which only answers GETs) lets it through to the
 * network instead of answering from its cache.
 */
export const PROBE_URL = '/api/products';
/** The first probe follows this soon; each unanswered one doubles the wait up to PROBE_MAX_MS. */
export const PROBE_FIRST_MS = 1000;
/**
 * Short enough that a server back up is noticed, and the waiting items sent, within 5 s; a
 * bodiless HEAD every few seconds, only while something waits and the page is in view, costs
 * the server nothing.
 */
export const PROBE_MAX_MS = 4000;

const STRONGER: Record<Urgency, number> = { due: 0, 'server-back': 1, now: 2 };

export interface RuntimeOptions {
  /** Told when a replay delivers what a visitor sent earlier and its form is no longer on screen. */
  onDelivered?: (change: OutboxChange) => void;
}

let stopRunning: (() => void) | null = null;
let running: Promise<void> | null = null;
let again: Urgency | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelay = PROBE_FIRST_MS;

/**
 * The page's side of the outbox. Background Sync wakes the service worker where the browser has
 * it; these triggers cover every browser and a server that stops while the connection stays up:
 * app start, coming back online, returning to the foreground, any answer from the server, a probe
 * while items wait for the server, the "Send now" button, and a timer for the next retry the
 * server asked for. Returns a stop function.
 */
export function startOutboxRuntime({ onDelivered }: RuntimeOptions = {}): () => void {
  if (stopRunning) return stopRunning;
  const onOnline = () => void checkServer();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void checkServer();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);

  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  if (channel) {
    channel.onmessage = ({ data: change }: MessageEvent<OutboxChange>) => {
      // The server answered someone: whatever only waited for it can go now.
      if (change.reply) void replay('server-back');
      else void useOutboxStore.getState().refresh().then(plan);
      if (change.replayed && change.state === 'sent' && !isShownOnScreen(change.id)) onDelivered?.(change);
    };
  }

  void useOutboxStore
    .getState()
    .refresh()
    .then(() => replay('due'));
  stopRunning = () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    channel?.close();
    clearTimeout(retryTimer);
    clearTimeout(probeTimer);
    probeDelay = PROBE_FIRST_MS;
    stopRunning = null;
  };
  return stopRunning;
}

/** "Send now": every waiting entry, whatever its retry time. */
export const sendNow = () => replay('now');

const refreshView = () => useOutboxStore.getState().refresh();

/** A person's "Retry" on one entry: sent now, past any backoff, a refused one given another chance. */
export async function retryEntry(id: string) {
  await retryNow(id);
  await refreshView();
}

/** A person's "Discard": the entry and its files are gone and will not be sent. */
export async function discardEntry(id: string) {
  await deleteEntry(id);
  await refreshView();
}

/**
 * Sends what the urgency calls for. Triggers that arrive during a pass are folded into one more
 * pass after it, at the strongest urgency asked for.
 */
export function replay(urgency: Urgency = 'due'): Promise<void> {
  if (running) {
    if (again === null || STRONGER[urgency] > STRONGER[again]) again = urgency;
    return running;
  }
  running = (async () => {
    let next: Urgency | null = urgency;
    while (next !== null) {
      await pass(next);
      next = again;
      again = null;
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

async function pass(urgency: Urgency) {
  if (!navigator.onLine) return;
  try {
    await replayOutbox({ urgency });
  } catch (error) {
    console.error('The outbox replay failed', error);
  } finally {
    await useOutboxStore.getState().refresh();
    plan();
  }
}

/** Asks the server at once, and sends what waits for it if it answers. */
async function checkServer() {
  probeDelay = PROBE_FIRST_MS;
  clearTimeout(probeTimer);
  if (await serverAnswers()) await replay('server-back');
  else plan();
}

async function serverAnswers() {
  if (!navigator.onLine) return false;
  try {
    await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** The next retry the server asked for, and the next probe while entries wait for the server. */
function plan() {
  const waiting = useOutboxStore.getState().entries.filter(isWaiting);
  clearTimeout(retryTimer);
  const answeredLater = waiting.filter((entry) => !waitsForServer(entry)).map((entry) => entry.nextAttemptAt);
  if (answeredLater.length) retryTimer = setTimeout(() => void replay('due'), Math.max(1000, Math.min(...answeredLater) - Date.now()));

  clearTimeout(probeTimer);
  if (!waiting.some(waitsForServer)) probeDelay = PROBE_FIRST_MS;
  if (!waiting.some(waitsForServer) || document.visibilityState === 'hidden' || !navigator.onLine) return;
  probeTimer = setTimeout(() => void probe(), probeDelay);
  probeDelay = Math.min(probeDelay * 2, PROBE_MAX_MS);
}

async function probe() {
  // The wait keeps growing while sends still fail after the server answered a probe (a link that
  // drops uploads): it starts afresh once nothing waits, and when the device comes back online or the page into view.
  if (await serverAnswers()) await replay('server-back');
  else plan();
}

// The names of entries, here rather than with the other texts: they read every contract, which
// the header (on every first screen) has no need of.

/** How a person names an entry; entries saved before labels were stored name their kind only. */
export const entryLabel = (entry: Pick<OutboxEntry, 'kind' | 'label'>) => entry.label ?? labelOf(entry.kind);

/** The line that tells a visitor something sent earlier has arrived, with its RMA number if any. */
export function deliveredMessage(change: Pick<OutboxChange, 'kind' | 'label' | 'reply'>) {
  const number = rmaNumberOf(change.reply?.json);
  const label = entryLabel(change);
  return number ? `${label} delivered. RMA Number: ${number}` : `${label} delivered.`;
}
