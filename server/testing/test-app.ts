import path from 'node:path';
import { createApp, type AppDeps } from '../app';
import { openDatabase, type Db } from '../db/connection';
import { seedCatalogue } from '../catalogue/seed';
import { createTestDatabase } from './test-database';

/**
 * A real app on a real database in a fresh temporary DATA_DIR, for route tests through
 * `app.request()`: SQLite, or PostgreSQL when TEST_DATABASE_URL is set (see test-database.ts).
 * Call `close()` in afterAll.
 */
export async function createTestApp({
  seed = true,
  ...options
}: { seed?: boolean } & Pick<AppDeps, 'allowedOrigins' | 'trustProxy' | 'writeLimits' | 'mailLimits' | 'uploadStore' | 'uploadLimits' | 'leadContracts' | 'serverBuild'> = {}) {
  const { db, dataDir, databaseUrl, close } = await createTestDatabase();
  if (seed) await seedCatalogue(db);
  const appOn = (database: Db) => createApp({ db: database, dataDir, distDir: path.join(dataDir, 'no-dist'), ...options });
  const app = appOn(db);
  return {
    app,
    db,
    dataDir,
    databaseUrl,
    /** POSTs JSON with an Idempotency-Key (a fresh one unless given). */
    postJson: (url: string, body: unknown, key: string = crypto.randomUUID()) =>
      app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    /**
     * Another server on the same PostgreSQL database, with a connection pool of its own, as a
     * second process behind a load balancer would be. Close it before close().
     */
    secondServer() {
      if (!databaseUrl) throw new Error('A second server needs PostgreSQL: set TEST_DATABASE_URL');
      const secondDb = openDatabase(dataDir, databaseUrl);
      return { app: appOn(secondDb), db: secondDb, close: () => secondDb.destroy() };
    },
    close,
  };
}
