import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from './db/connection';
import { uploadsDirOf } from './rma/storage';

const run = promisify(execFile);

export interface BackupSource {
  dataDir: string;
  databaseUrl?: string;
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

async function sizeOfFiles(dir: string) {
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map((entry) => fs.promises.stat(path.join(entry.parentPath, entry.name)).then((stat) => stat.size)));
  return { files: files.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

/**
 * Writes a consistent copy of the database and the uploads into a new folder named by the time,
 * laid out like DATA_DIR (verdant.db or verdant.pgdump, uploads/), safe while the server runs.
 * The database is copied first, then the uploads, incoming/ included: every row of the copy was
 * committed before the copy began, and a committed request's files are in uploads/ or still in
 * incoming/ (decision 121). Files of requests committed later are extra, and a server started on
 * the copy sweeps them away at start along with any unfinished upload.
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

  const uploads = path.join(folder, 'uploads');
  const from = uploadsDirOf(source.dataDir);
  if (fs.existsSync(from)) await fs.promises.cp(from, uploads, { recursive: true });
  else fs.mkdirSync(uploads);

  return { folder, database: { file, bytes: fs.statSync(file).size }, uploads: await sizeOfFiles(uploads) };
}
