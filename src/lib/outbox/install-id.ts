import { createStore, get, update } from 'idb-keyval';

// Every write carries this id in INSTALL_ID_HEADER (src/schemas/headers.ts, decision 110).

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
