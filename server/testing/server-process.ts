import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { createTestDatabase } from './test-database';

export interface ServerProcess {
  /** The test's own handle on the database the server writes to. */
  t: Awaited<ReturnType<typeof createTestDatabase>>;
  server: RunningServer;
}

/**
 * For the describe block that calls it: the real server as a child process on a fresh test
 * database (SQLite in its own DATA_DIR, or PostgreSQL when TEST_DATABASE_URL is set), started
 * before its tests and stopped and removed after them. `env` adds to the server's environment.
 */
export function serverProcess(env: Record<string, string> = {}): ServerProcess {
  const running = {} as ServerProcess;
  beforeAll(async () => {
    running.t = await createTestDatabase();
    running.server = await startServer({ dataDir: running.t.dataDir, env: { DATABASE_URL: running.t.databaseUrl ?? '', ...env } });
  }, 60_000);
  afterAll(async () => {
    await running.server?.stop();
    await running.t?.close();
  });
  return running;
}
