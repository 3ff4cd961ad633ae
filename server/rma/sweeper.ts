import type { Db } from '../db/connection';
import { UPLOAD_CLAIM_MS } from './storage';
import type { UploadStore } from './upload-store';

/** How often a running server sweeps: debris is gone within this plus the claim window. */
export const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Sweeps the upload store every `everyMs` while the server runs, taking only what is older than
 * `minAgeMs` (the claim window), so an upload in flight, here or on another instance, is left
 * alone. The sweep at start (recovery.ts) handles what a crash left before the server listens;
 * this one handles what a killed upload leaves while instances keep running, without waiting
 * for a restart (decision 214). A sweep that fails (the bucket or database out of reach) is
 * tried again at the next turn. The returned stop() waits for a sweep under way.
 */
export function sweepUploadsEvery(db: Db, store: UploadStore, { everyMs = SWEEP_EVERY_MS, minAgeMs = UPLOAD_CLAIM_MS } = {}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const turn = async () => {
    try {
      const { moved, removed } = await store.sweep(db, { minAgeMs });
      if (moved + removed > 0) console.log(`uploads: swept ${removed} files no request names, moved ${moved} committed ones into place`);
    } catch (error) {
      console.warn(`uploads: sweep failed, trying again in ${Math.round(everyMs / 1000)} s: ${(error as Error).message}`);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = turn().finally(schedule);
    }, everyMs);
    // No reason to keep a process alive that has nothing else to do.
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
