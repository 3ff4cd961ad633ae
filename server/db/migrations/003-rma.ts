import type { Kysely } from 'kysely';
import { autoId, currentTimestamp } from './portable';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('rmas')
    .addColumn('id', 'integer', autoId(db))
    // Filled from the id inside the same transaction, so it is null only mid-insert.
    .addColumn('rma_number', 'text', (col) => col.unique())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('shipping_address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('order_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('invoice_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('resolution_type', 'text', (col) => col.notNull())
    .addColumn('issue_description', 'text', (col) => col.notNull())
    .addColumn('checklist', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(currentTimestamp(db)))
    .execute();

  await db.schema
    .createTable('rma_products')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('rma_id', 'integer', (col) => col.notNull().references('rmas.id').onDelete('cascade'))
    .addColumn('line_index', 'integer', (col) => col.notNull())
    .addColumn('product', 'text', (col) => col.notNull())
    .addColumn('voltage', 'text', (col) => col.notNull())
    .addColumn('serial_numbers', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('rma_products_rma').on('rma_products').column('rma_id').execute();

  await db.schema
    .createTable('rma_files')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('rma_id', 'integer', (col) => col.notNull().references('rmas.id').onDelete('cascade'))
    // null for the invoice, which belongs to the whole request.
    .addColumn('rma_product_id', 'integer', (col) => col.references('rma_products.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema.createIndex('rma_files_rma').on('rma_files').column('rma_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('rma_files').execute();
  await db.schema.dropTable('rma_products').execute();
  await db.schema.dropTable('rmas').execute();
}
