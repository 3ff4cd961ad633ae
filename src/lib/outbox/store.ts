import { createStore, del, delMany, get, promisifyRequest, setMany, values } from 'idb-keyval';
import type { OutboxEntry } from './entry';

/**
 * The outbox lives in its own IndexedDB database, shared by the page and the service worker:
 * entries in one store, file bytes in another, so listing entries never loads uploads.
 * File bytes are ArrayBuffers rather than Blobs: some browsers lose Blob bodies stored in
 * IndexedDB.
 */
let stores: { entries: ReturnType<typeof createStore>; files: ReturnType<typeof createStore> } | undefined;
const db = () =>
  (stores ??= { entries: createStore('verdant-outbox', 'entries'), files: createStore('verdant-outbox-files', 'files') });

const fileKey = (id: string, index: number) => `${id}:${index}`;

/** Writes the file bytes first, then the entry: an entry never points at missing bytes. */
export async function saveEntry(entry: OutboxEntry, fileData: ArrayBuffer[] = []) {
  if (fileData.length) await setMany(fileData.map((data, index) => [fileKey(entry.id, index), data]), db().files);
  await putEntry(entry);
}

export const putEntry = (entry: OutboxEntry) =>
  db().entries('readwrite', (store) => {
    store.put(entry, entry.id);
    return promisifyRequest(store.transaction);
  });
export const getEntry = (id: string) => get<OutboxEntry>(id, db().entries);
export const allEntries = () => values<OutboxEntry>(db().entries);

export async function fileData(entry: OutboxEntry): Promise<ArrayBuffer[]> {
  return Promise.all(
    entry.files.map(async (_, index) => {
      const data = await get<ArrayBuffer>(fileKey(entry.id, index), db().files);
      if (!data) throw new Error(`The outbox lost file ${index + 1} of ${entry.summary}`);
      return data;
    }),
  );
}

export const deleteFiles = (entry: OutboxEntry) =>
  delMany(entry.files.map((_, index) => fileKey(entry.id, index)), db().files);

export async function deleteEntry(id: string) {
  const entry = await getEntry(id);
  await del(id, db().entries);
  if (entry) await deleteFiles(entry);
}

/**
 * Read-modify-write in one IndexedDB transaction, so a page and the worker never overwrite each
 * other. An entry that is gone (discarded) stays gone.
 */
export const updateEntry = (id: string, change: (entry: OutboxEntry) => OutboxEntry) =>
  db().entries('readwrite', (store) => {
    const read = store.get(id);
    read.onsuccess = () => {
      if (read.result) store.put(change(read.result as OutboxEntry), id);
    };
    return promisifyRequest(store.transaction);
  });

/**
 * One sender per entry across every tab and the service worker. Web Locks are released by the
 * browser when their holder dies (a closed tab, a stopped worker), so an interrupted send is
 * picked up by the next replay instead of waiting for a timeout. Without Web Locks, a lock per
 * context; the server's Idempotency-Key handling still makes a cross-context double send harmless.
 */
const held = new Set<string>();

/** The window's and the worker's navigator both carry `locks` where supported. */
function lockManager(): LockManager | undefined {
  return (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
}

export async function withEntryLock<T>(id: string, run: () => Promise<T>): Promise<T | 'busy'> {
  const locks = lockManager();
  if (locks) {
    return locks.request(`outbox:${id}`, { ifAvailable: true }, async (lock: Lock | null) => (lock ? run() : ('busy' as const)));
  }
  if (held.has(id)) return 'busy';
  held.add(id);
  try {
    return await run();
  } finally {
    held.delete(id);
  }
}

/** One replay pass at a time per context; concurrent triggers wait and then find nothing due. */
export async function withReplayLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (locks) return locks.request('outbox:replay', run);
  const previous = replayChain;
  let release!: () => void;
  replayChain = new Promise<void>((resolve) => (release = resolve));
  await previous;
  try {
    return await run();
  } finally {
    release();
  }
}
let replayChain: Promise<void> = Promise.resolve();
