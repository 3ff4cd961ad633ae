import type { Kysely } from 'kysely';
import { autoId, currentTimestamp } from './portable';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('sku', 'text', (col) => col.notNull().unique())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(currentTimestamp(db)))
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema.createIndex('leads_kind').on('leads').columns(['kind', 'created_at']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('endpoint', 'text', (col) => col.notNull())
    .addColumn('fingerprint', 'text')
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('leads').execute();
  await db.schema.dropTable('products').execute();
}
