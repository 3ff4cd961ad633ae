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
