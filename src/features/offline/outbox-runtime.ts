import { notifications } from '@mantine/notifications';
import { isWaiting } from '../../lib/outbox/model';
import { OUTBOX_CHANNEL, replayOutbox, type OutboxChange } from '../../lib/outbox/replay';
import { useOutboxStore } from './outbox-store';
import { deliveredMessage } from './outbox-texts';

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The page's side of the outbox. Background Sync wakes the service worker where the browser has
 * it; these triggers cover every browser: app start, coming back online, returning to the
 * foreground, the "Send now" button, and a timer for the next retry that is due.
 */
export function startOutboxRuntime() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const view = useOutboxStore.getState();

  window.addEventListener('online', () => void sendNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replay();
  });

  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(OUTBOX_CHANNEL).onmessage = (event: MessageEvent<OutboxChange>) => {
      // A form's first attempt may have failed just now: plan its retry.
      void useOutboxStore.getState().refresh().then(scheduleFromView);
      const change = event.data;
      if (change.replayed && change.state === 'sent') {
        notifications.show({ color: 'green', title: 'Sent', message: deliveredMessage(change) });
      }
    };
  }

  void view.refresh().then(() => replay());
}

/** Sends what is due; `force` also sends entries still waiting out their backoff. */
export async function replay({ force = false } = {}) {
  clearTimeout(timer);
  if (!navigator.onLine) return;
  try {
    const waiting = await replayOutbox({ force });
    scheduleNext(waiting.map((entry) => entry.nextAttemptAt));
  } catch (error) {
    console.error('The outbox replay failed', error);
  } finally {
    await useOutboxStore.getState().refresh();
  }
}

export const sendNow = () => replay({ force: true });

const scheduleFromView = () =>
  scheduleNext(useOutboxStore.getState().entries.filter(isWaiting).map((entry) => entry.nextAttemptAt));

function scheduleNext(times: number[]) {
  clearTimeout(timer);
  if (times.length === 0) return;
  const wait = Math.max(1000, Math.min(...times) - Date.now());
  timer = setTimeout(() => void replay(), wait);
}
