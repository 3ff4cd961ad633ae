import { createStore, get, update } from 'idb-keyval';

/**
 * Every write carries the id of the installed app that sent it, so the server's rate limits
 * can tell apart the tablets of a booth that share one address (decision 110). It identifies
 * a browser profile, not a person, and is never stored with what was sent.
 */
export const INSTALL_ID_HEADER = 'x-install-id';

const KEY = 'install-id';
let stored: Promise<string> | undefined;

/**
 * This install's id: created once and kept in IndexedDB, which the page and the service
 * worker (which replays the outbox) share. If IndexedDB is unavailable the id lasts as long as
 * the page.
 */
export function installId(): Promise<string> {
  return (stored ??= (async () => {
    try {
      const store = createStore('verdant-install', 'keyval');
      // update() reads and writes in one transaction: a page and the worker starting together agree.
      await update<string>(KEY, (id) => id ?? crypto.randomUUID(), store);
      return (await get<string>(KEY, store)) ?? crypto.randomUUID();
    } catch {
      return crypto.randomUUID();
    }
  })());
}
