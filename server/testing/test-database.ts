import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../db/connection';

/** Runs one statement on the server TEST_DATABASE_URL names, outside any test's database. */
async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test's database once the connections of its closed pool are gone: they hang up just
 * after the pool says it has ended, and killing them instead (WITH (FORCE)) makes each one
 * report an error of its own.
 */
async function dropDatabase(serverUrl: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(serverUrl, `drop database if exists ${name}`);
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A new, empty database on the PostgreSQL server `serverUrl` names, under a name starting with
 * `prefix`; drop() removes it once the connections to it are closed.
 */
export async function throwawayPostgresDatabase(serverUrl: string, prefix = 'verdant_test') {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/**
 * A fresh, migrated, empty database and DATA_DIR for one test. SQLite in the temporary DATA_DIR
 * by default; when TEST_DATABASE_URL names a PostgreSQL server, a new database on it instead,
 * so the same tests run on both. close() drops the database and removes the folder.
 */
export async function createTestDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await throwawayPostgresDatabase(serverUrl) : undefined;
  const databaseUrl = postgres?.url;
  const db = openDatabase(dataDir, databaseUrl);
  await migrate(db);
  return {
    db,
    dataDir,
    /** The PostgreSQL URL of this database, for a server process of the test's own; undefined on SQLite. */
    databaseUrl,
    async close() {
      await db.destroy();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
