import type { Kysely } from 'kysely';

/**
 * Rate limit state that several servers on one PostgreSQL share: token buckets and the installs
 * each address is known to have. Created on SQLite too, where one process keeps its limits in
 * memory and the tables stay empty, so the schema is the same on both.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('rate_buckets')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('full_at', 'double precision', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_buckets_full_at').on('rate_buckets').column('full_at').execute();

  await db.schema
    .createTable('known_installs')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('install_id', 'text', (col) => col.notNull())
    .addColumn('known_until', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('known_installs_pkey', ['address', 'install_id'])
    .execute();
  await db.schema.createIndex('known_installs_known_until').on('known_installs').column('known_until').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('known_installs').execute();
  await db.schema.dropTable('rate_buckets').execute();
}
