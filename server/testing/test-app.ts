import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { migrate, openDatabase } from '../db/connection';
import { seedCatalogue } from '../catalogue/seed';

/**
 * A real app on a real database in a fresh temporary DATA_DIR, for route tests through
 * `app.request()`. Call `close()` in afterAll.
 */
export async function createTestApp({ seed = true } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-test-'));
  const db = openDatabase(dataDir);
  await migrate(db);
  if (seed) await seedCatalogue(db);
  const app = createApp({ db, dataDir, distDir: path.join(dataDir, 'no-dist') });
  return {
    app,
    db,
    dataDir,
    /** POSTs JSON with an Idempotency-Key (a fresh one unless given). */
    postJson: (url: string, body: unknown, key: string = crypto.randomUUID()) =>
      app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
