import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Any schema: migrations see Kysely<unknown>, the app Kysely<Database>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** For the few statements that differ between SQLite and PostgreSQL. */
export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * After rows were inserted with ids of their own (the seeded catalogue), moves PostgreSQL's id
 * counter past them, or the next insert without an id would collide. SQLite always continues
 * after the largest id, so there it does nothing.
 */
export async function syncIdSequence(db: AnyDb, table: string) {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(db);
}
