import type { Kysely } from 'kysely';
import { autoId, currentTimestamp } from './portable';

/**
 * Files that ride with a lead, as RMA files ride with a return: a booth lead's photo of the
 * visitor's business card. The bytes are in the upload store under `stored_name`, which the
 * upload sweep keeps once a row names it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('lead_files')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('stored_name', 'text', (col) => col.notNull().unique())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema.createIndex('lead_files_lead').on('lead_files').column('lead_id').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('lead_files').execute();
}
