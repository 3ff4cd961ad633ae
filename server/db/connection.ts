import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'libsql';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The embedded database: one SQLite file in DATA_DIR, in WAL mode so reads never wait on writes. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Sqlite(path.join(dataDir, 'verdant.db'));
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite as never }) });
}

/** Brings the schema up to date; each migration of migrations/index.ts runs once, in name order. */
export async function migrate(db: Db) {
  const migrator = new Migrator({
    db,
    // A static list rather than a folder scan: bundlers and test runners see every import.
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}
