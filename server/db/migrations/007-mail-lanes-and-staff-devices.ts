import type { Kysely } from 'kysely';

/**
 * Mail in two lanes and per-recipient counting, and the staff devices that have signed in.
 * `priority` 0 goes before 1 whatever the age, so a flood's messages never hold up a visitor's
 * confirmation; `recipient_key` is the recipient in lower case, indexed with the time, so the
 * replies an address has had today are one index range. A staff device is remembered by the
 * SHA-256 of its cookie's token, as sessions are.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('mail_outbox').addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('mail_outbox').addColumn('recipient_key', 'text').execute();
  await db.schema.createIndex('mail_outbox_lane').on('mail_outbox').columns(['status', 'priority', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_recipient').on('mail_outbox').columns(['recipient_key', 'created_at']).execute();

  await db.schema
    .createTable('staff_devices')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('staff_devices').execute();
  await db.schema.dropIndex('mail_outbox_recipient').execute();
  await db.schema.dropIndex('mail_outbox_lane').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('recipient_key').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('priority').execute();
}
