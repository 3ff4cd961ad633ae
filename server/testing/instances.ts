import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { startS3Server } from './s3';
import { createTestDatabase } from './test-database';

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * Two server processes on one throwaway PostgreSQL database and one S3-compatible store, each
 * with a DATA_DIR of its own, as two machines behind a balancer run. They start at once, as a
 * deployment starts them: each migrates and seeds the same database. `trustProxy` is the
 * TRUST_PROXY they are given; `beforeStart` prepares the database they will find.
 */
export async function startTwoInstances({ trustProxy, beforeStart }: { trustProxy: string; beforeStart?: (t: TestDatabase) => Promise<void> }) {
  if (!process.env.TEST_DATABASE_URL) throw new Error('These tests need PostgreSQL: run them with npm run test:instances');
  const [s3, t] = await Promise.all([startS3Server(), createTestDatabase()]);
  await beforeStart?.(t);
  const env = { ...s3.env, DATABASE_URL: t.databaseUrl!, TRUST_PROXY: trustProxy };
  const servers: RunningServer[] = await Promise.all([startServer({ env }), startServer({ env })]);
  return {
    s3,
    t,
    servers,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await t.close();
      await s3.close();
    },
  };
}
