import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Db } from './db/connection';
import type { UploadStore } from './rma/upload-store';

/** How long a readiness check may take before the instance counts as not ready. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

type Check = () => Promise<void>;

async function within(check: Check, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([check(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a load balancer or an orchestrator. `/healthz`: the process answers (restart it when it
 * does not). `/readyz`: it can take orders: the database answers and uploads can be written
 * (send it no traffic when it cannot). A stopping instance answers `/readyz` 503 at once while
 * it keeps serving for a while (decision 211), so the balancer turns away before the listener
 * closes.
 */
export function healthRoutes({ db, uploadStore, stopping = () => false }: { db: Db; uploadStore: UploadStore; stopping?: () => boolean }) {
  const checks: Record<string, Check> = {
    database: async () => {
      await sql`select 1`.execute(db);
    },
    storage: () => uploadStore.probe(),
  };
  const noStore = { 'cache-control': 'no-store' };

  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore))
    .get('/readyz', async (c) => {
      if (stopping()) return c.json({ status: 'stopping', checks: {} }, 503, noStore);
      const results = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await within(check, READY_CHECK_TIMEOUT_MS);
            return [name, 'ok'] as const;
          } catch (error) {
            return [name, (error as Error).message || 'failed'] as const;
          }
        }),
      );
      const ready = results.every(([, result]) => result === 'ok');
      return c.json({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) }, ready ? 200 : 503, noStore);
    });
}
