import type { Kysely } from 'kysely';
import { autoId, currentTimestamp } from './portable';

/** Back-in-stock subscriptions: one row per email and product, however often the buyer asks. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(currentTimestamp(db)))
    .addUniqueConstraint('subscriptions_email_product', ['email', 'product_name'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('subscriptions').execute();
}
