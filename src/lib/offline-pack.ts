import {
  SAVE_CHANNEL,
  SAVE_REQUEST,
  type SaveMessage,
  type SaveProgress,
  type SavedRecord,
} from './offline-caches';

/**
 * The page's side of "Save for offline": the service worker fetches and keeps the files (see
 * sw/offline-copy.ts), so they land in its own caches whatever the HTTP cache later forgets;
 * the page asks, and follows the progress every tab hears.
 */

export const SAVE_ERRORS = {
  unsupported: "This browser can't keep the catalogue for offline use.",
  starting: 'Offline support is still starting on this device. Wait a moment and try again.',
  silent: 'Saving stopped answering. Reload the page and try again.',
} as const;

/** How long a save may go without a word from the worker before the page stops waiting. */
export const SILENT_SAVE_MS = 20_000;

const canSave = () => 'serviceWorker' in navigator && typeof BroadcastChannel !== 'undefined';

/** Asks the worker to save (or bring up to date) the offline copy; resolves with what it kept. */
export async function requestSave(onProgress: (progress: SaveProgress) => void): Promise<SavedRecord> {
  if (!canSave()) throw new Error(SAVE_ERRORS.unsupported);
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error(SAVE_ERRORS.starting);
  const { active } = await navigator.serviceWorker.ready;
  if (!active) throw new Error(SAVE_ERRORS.starting);

  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(SAVE_CHANNEL);
    let silence: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(silence);
      channel.close();
    };
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        stop();
        reject(new Error(SAVE_ERRORS.silent));
      }, SILENT_SAVE_MS);
    };
    channel.onmessage = ({ data }: MessageEvent<SaveMessage>) => {
      listen();
      if (data.type === 'progress') return onProgress(data);
      stop();
      if (data.type === 'saved') resolve(data.record);
      else reject(new Error(data.message));
    };
    listen();
    active.postMessage({ type: SAVE_REQUEST });
  });
}

/** Calls back whenever a save finishes, including the worker's own refresh in the background. */
export function onSaved(listener: (record: SavedRecord) => void): () => void {
  if (!canSave()) return () => {};
  const channel = new BroadcastChannel(SAVE_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<SaveMessage>) => {
    if (data.type === 'saved') listener(data.record);
  };
  return () => channel.close();
}

export interface StorageReport {
  usedBytes: number | null;
  quotaBytes: number | null;
  persisted: boolean;
}

/** Asks the browser to keep our storage under pressure, and reports what we use. */
export async function secureStorage(): Promise<StorageReport> {
  const storage = navigator.storage;
  const persisted = storage?.persist ? await storage.persist().catch(() => false) : false;
  const estimate = storage?.estimate ? await storage.estimate().catch(() => null) : null;
  return { usedBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persisted };
}
