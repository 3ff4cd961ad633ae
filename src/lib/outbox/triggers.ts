/** The Background Sync tag the service worker replays the outbox on. */
export const SYNC_TAG = 'outbox-replay';

interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Asks the browser to wake the service worker for a replay once it is online, even if every tab
 * is closed by then. Browsers without Background Sync (Safari, Firefox) rely on the page's own
 * triggers (features/offline/outbox-runtime.ts).
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
