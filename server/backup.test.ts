// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmaRequest } from '../src/shared/schemas/rma';

const RMA_ENDPOINT = rmaRequest.path;
import { backup } from './backup';
import { openDatabase, type Db } from './db/connection';
import { uploadsDirOf } from './rma/storage';
import { createTestApp } from './testing/test-app';
import { createTestDatabase } from './testing/test-database';
import { rmaForm } from './testing/rma-form';

const run = promisify(execFile);
const PNG = fs.readFileSync(path.resolve(import.meta.dirname, '../tests/fixtures/ballast.png'));

describe('backup', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let restored: { db: Db; close: () => Promise<void> } | undefined;
  const rowsOf = (db: Db) =>
    Promise.all([
      db.selectFrom('rmas').select(['rma_number', 'email']).orderBy('id').execute(),
      db.selectFrom('rma_files').select(['stored_name', 'size']).orderBy('id').execute(),
      db.selectFrom('leads').select(['kind', 'email']).orderBy('id').execute(),
    ]);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const rma = await t.app.request(RMA_ENDPOINT, {
      method: 'POST',
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: rmaForm([{ data: PNG, type: 'image/png', name: 'ballast.png' }]),
    });
    expect(rma.status).toBe(201);
    expect((await t.postJson('/api/catalog', { name: 'Ari Moss', phone: '805 555 0100', email: 'ari@example.com', country: 'United States', state: 'California', customer_type_website: 'cultivator' })).status).toBe(201);
  }, 30_000);
  afterAll(async () => {
    await restored?.close();
    await t.close();
  });

  it('writes the database and the uploads into a timestamped folder that restores every row and file', async () => {
    const root = path.join(t.dataDir, 'backups');
    const report = await backup({ dataDir: t.dataDir, databaseUrl: t.databaseUrl }, root, new Date('2025-03-01T10:20:30.456Z'));

    expect(report.folder).toBe(path.join(root, 'verdant-2025-03-01T10-20-30-456Z'));
    expect(report.uploads).toEqual({ files: 2, bytes: fs.readdirSync(uploadsDirOf(t.dataDir)).filter((name) => name !== 'incoming').reduce((sum, name) => sum + fs.statSync(path.join(uploadsDirOf(t.dataDir), name)).size, 0) });

    if (t.databaseUrl) {
      // A PostgreSQL dump goes back with pg_restore, here into a database of its own.
      const target = await createTestDatabase();
      await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${target.databaseUrl}`, report.database.file]);
      restored = target;
    } else {
      // The folder is laid out like DATA_DIR: a server pointed at it starts from the copy.
      const db = openDatabase(report.folder);
      restored = { db, close: () => db.destroy() };
    }

    const [rmas, files, leads] = await rowsOf(restored.db);
    expect(await rowsOf(t.db)).toEqual([rmas, files, leads]);
    expect(rmas).toHaveLength(1);
    expect(leads).toEqual([{ kind: 'catalog', email: 'ari@example.com' }]);
    for (const file of files) {
      const copy = path.join(report.folder, 'uploads', file.stored_name);
      expect(fs.readFileSync(copy).equals(fs.readFileSync(path.join(uploadsDirOf(t.dataDir), file.stored_name)))).toBe(true);
    }
  });

  it('refuses, writing nothing, when DATA_DIR holds no database', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-no-db-'));
    try {
      await expect(backup({ dataDir: empty }, path.join(empty, 'backups'))).rejects.toThrow(`No database in ${empty}`);
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
