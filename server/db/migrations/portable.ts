import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Column pieces that SQLite and PostgreSQL spell differently, so one migration serves both.
 * Migrations written before PostgreSQL was supported use them too: on SQLite they produce the
 * same SQL as before, so databases already created are unchanged.
 */

/** An integer primary key the database numbers: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export const autoId = (db: Kysely<unknown>) => (col: ColumnDefinitionBuilder) =>
  isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/** The insert time as UTC text 'YYYY-MM-DD HH:MM:SS', SQLite's CURRENT_TIMESTAMP format, on both. */
export const currentTimestamp = (db: Kysely<unknown>) =>
  isPostgres(db) ? sql`to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')` : sql`CURRENT_TIMESTAMP`;
