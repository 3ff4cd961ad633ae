import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'libsql';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { migrations } from './migrations/index';
import { createListener, type Listener } from './notifications';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** The LISTEN connection of each PostgreSQL database opened here (see notifications.ts). */
const listeners = new WeakMap<Db, Listener>();

/** Where `db`'s notifications arrive; undefined on SQLite, which one process serves alone. */
export const listenerOf = (db: Db): Listener | undefined => listeners.get(db);

/**
 * PostgreSQL when a `postgres://` URL is given (DATABASE_URL), for several server processes on
 * one database; otherwise the embedded default: one SQLite file in DATA_DIR, in WAL mode so
 * reads never wait on writes.
 */
export function openDatabase(dataDir: string, databaseUrl?: string): Db {
  if (databaseUrl) return openPostgres(databaseUrl);
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Sqlite(path.join(dataDir, 'verdant.db'));
  sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite as never }) });
}

/** How long opening a PostgreSQL connection may take before the query that needed it fails as unavailable. */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * A pooled connection whose opening gives up after CONNECT_TIMEOUT_MS: with the database out of
 * reach (a host that does not answer, rather than one that refuses) a request is answered 503
 * within that time, not after the system's TCP timeout. Set here rather than as the pool's
 * connectionTimeoutMillis, which would also bound the wait for a free connection and turn a
 * busy moment (more requests than connections) into 503s.
 */
class TimelyClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

function openPostgres(connectionString: string): Db {
  if (!/^postgres(ql)?:\/\//.test(connectionString)) {
    throw new Error(`DATABASE_URL must be a postgres:// URL, got ${connectionString.split(':')[0]}:…`);
  }
  const pool = new pg.Pool({
    connectionString,
    Client: TimelyClient,
    // COUNT(*) and bigint columns arrive as text by default; every count and id here fits a number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle pooled connection that the server ends (a restart, pg_terminate_backend, a network
  // cut) is reported here; without a handler the process would exit. The pool has already
  // dropped it, and the next query opens a fresh one, so there is nothing to do but say so.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed (${error.message}); the next query opens a new one`));
  // A connection checked out of the pool has no listener of the pool's: its loss mid-query is
  // also emitted as an 'error' on the connection, which would end the process. The query itself
  // fails with that error (and is answered 503), and the pool drops the broken connection when
  // it comes back, so the event needs no more than a listener.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listener = createListener(connectionString);
  listeners.set(db, listener);
  // The listening connection is not the pool's: closing the database closes it too, so every
  // place that closes a database (shutdown, scripts, tests) needs no step of its own.
  const closePool = db.destroy.bind(db);
  db.destroy = async () => {
    await listener.close();
    await closePool();
  };
  return db;
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
