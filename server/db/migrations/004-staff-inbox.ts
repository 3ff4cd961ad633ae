import type { Kysely } from 'kysely';

/**
 * The staff side: handled marks on leads and RMAs, a notified mark on subscriptions, the mail
 * outbox, the staff password and staff sessions. Every table is keyed by a text or a fixed
 * integer, and every timestamp is ISO text written by the server, so the same migration runs on
 * any database Kysely speaks to.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('leads').addColumn('handled_at', 'text').execute();
  await db.schema.alterTable('rmas').addColumn('handled_at', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('notified_at', 'text').execute();

  await db.schema
    .createTable('mail_outbox')
    // What caused the message (e.g. lead:12:reply, rma:3:confirmation): a second enqueue of the same cause is a no-op.
    .addColumn('cause', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('admin_password')
    // One row, id 1: the hash of the one staff password.
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    // SHA-256 of the cookie's token: a copy of the database does not hand out live sessions.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema.dropTable('admin_password').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.alterTable('subscriptions').dropColumn('notified_at').execute();
  await db.schema.alterTable('rmas').dropColumn('handled_at').execute();
  await db.schema.alterTable('leads').dropColumn('handled_at').execute();
}
