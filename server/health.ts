import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from './db/connection';
import type { UploadStore } from './rma/upload-store';

/** How long a readiness check may take before it counts as failed. */
export const READY_CHECK_TIMEOUT_MS = 2_000;
/** How long a storage check's result is kept: the probe writes an object, which a balancer polling every second should not cost. */
export const STORAGE_CHECK_TTL_MS = 5_000;

type Check = () => Promise<void>;

async function within(check: Check, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  try {
    await Promise.race([check(), late]);
  } finally {
    clearTimeout(timer);
  }
}

class TimedOut extends Error {}

/** What a check's body says: never the error's own message, which may name folders, hosts or keys. */
type Outcome = 'ok' | 'failed' | 'no answer';

async function run(name: string, check: Check): Promise<Outcome> {
  try {
    await within(check, READY_CHECK_TIMEOUT_MS);
    return 'ok';
  } catch (error) {
    // The cause goes to the log, for the operator, and not to whoever can reach /readyz.
    console.warn(`readiness: ${name} ${error instanceof TimedOut ? `gave no answer within ${READY_CHECK_TIMEOUT_MS} ms` : `failed: ${(error as Error).message}`}`);
    return error instanceof TimedOut ? 'no answer' : 'failed';
  }
}

/**
 * Whether uploads can be stored now: the store's probe (a small file or object written and
 * removed), its result kept STORAGE_CHECK_TTL_MS and shared by the checks that ask meanwhile.
 * /readyz reports it and the RMA route asks it before reading a body (decision 212).
 */
export function storageStatus(uploadStore: UploadStore, { ttlMs = STORAGE_CHECK_TTL_MS, now = Date.now } = {}) {
  let last: { outcome: Promise<Outcome>; at: number } | null = null;
  const current = () => {
    if (!last || now() - last.at >= ttlMs) last = { outcome: run('storage', () => uploadStore.probe()), at: now() };
    return last.outcome;
  };
  return {
    /** 'ok', or why uploads cannot be stored now. */
    check: current,
    /** An upload just failed in the store: the next question probes again rather than trust a kept 'ok'. */
    forget() {
      last = null;
    },
  };
}

export type StorageStatus = ReturnType<typeof storageStatus>;

/**
 * For a load balancer or an orchestrator. `/healthz`: the process answers (restart it when it
 * does not). `/readyz`: it can take traffic: the database answers (send it none when it cannot).
 * Storage is reported but does not decide: with the bucket or the uploads folder out of reach
 * the storefront, its pages and its leads still work, and only uploads are answered 503, so
 * the answer is `200 degraded` (decision 212). A stopping instance answers `/readyz` 503 at once
 * while it keeps serving for a while (decision 211), so the balancer turns away before the
 * listener closes.
 */
export function healthRoutes({ db, storage, stopping = () => false }: { db: Db; storage: StorageStatus; stopping?: () => boolean }) {
  const noStore = { 'cache-control': 'no-store' };
  const database = () => run('database', async () => void (await sql`select 1`.execute(db)));

  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore))
    .get('/readyz', async (c) => {
      if (stopping()) return c.json({ status: 'stopping', checks: {} }, 503, noStore);
      const [databaseOutcome, storageOutcome] = await Promise.all([database(), storage.check()]);
      const checks = { database: databaseOutcome, storage: storageOutcome };
      if (databaseOutcome !== 'ok') return c.json({ status: 'not ready', checks }, 503, noStore);
      return c.json({ status: storageOutcome === 'ok' ? 'ready' : 'degraded', checks }, 200, noStore);
    });
}
