import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from './db/connection';
import { localUploadStore } from './rma/local-upload-store';
import { uploadsDirOf } from './rma/storage';
import type { UploadStore } from './rma/upload-store';

const run = promisify(execFile);

export interface BackupSource {
  dataDir: string;
  databaseUrl?: string;
  /** Where the uploads are kept (UPLOADS_URL): the uploads folder in dataDir when left out. */
  uploadStore?: UploadStore;
}

export interface BackupReport {
  folder: string;
  database: { file: string; bytes: number };
  uploads: { files: number; bytes: number };
}

/** BACKUP_DIR, or backups/ in DATA_DIR: where `npm run backup` puts its folders when given none. */
export const backupRootOf = (env: NodeJS.ProcessEnv, dataDir: string) => path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups'));

/** A PostgreSQL database through pg_dump's own snapshot, in its custom format (restore with pg_restore). */
async function dumpPostgres(databaseUrl: string, file: string) {
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pg_dump is not installed: install PostgreSQL client tools (apt-get install postgresql-client) and run the backup again');
    }
    throw error;
  }
}

/** SQLite's VACUUM INTO: a clean copy as of one read transaction, while the server goes on writing. */
async function copySqlite(dataDir: string, file: string) {
  const db = openDatabase(dataDir);
  try {
    await sql`vacuum into ${file}`.execute(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Writes a consistent copy of the database and the uploads into a new folder named by the time,
 * laid out like DATA_DIR (verdant.db or verdant.pgdump, uploads/), safe while the server runs.
 * The database is copied first, then the uploads, incoming/ included: every row of the copy was
 * committed before the copy began, and a committed request's files are in uploads/ or still in
 * incoming/ (decision 121). Files of requests committed later are extra, and a server started on
 * the copy sweeps them away at start along with any unfinished upload. Uploads kept in a bucket
 * (UPLOADS_URL) are downloaded into the same uploads/ folder, so the copy is whole on its own and
 * can be restored to either store (decision 196).
 */
export async function backup(source: BackupSource, root: string, now = new Date()): Promise<BackupReport> {
  // Checked first: opening a missing SQLite file would create an empty database.
  if (!source.databaseUrl && !fs.existsSync(path.join(source.dataDir, 'verdant.db'))) throw new Error(`No database in ${source.dataDir}`);
  const folder = path.join(root, `verdant-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(root, { recursive: true });
  fs.mkdirSync(folder);

  const file = path.join(folder, source.databaseUrl ? 'verdant.pgdump' : 'verdant.db');
  if (source.databaseUrl) await dumpPostgres(source.databaseUrl, file);
  else await copySqlite(source.dataDir, file);

  const store = source.uploadStore ?? localUploadStore(uploadsDirOf(source.dataDir));
  const uploads = await store.copyInto(path.join(folder, 'uploads'));
  return { folder, database: { file, bytes: fs.statSync(file).size }, uploads };
}
