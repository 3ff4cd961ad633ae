import type { Kysely } from 'kysely';

/**
 * When the request holding an Idempotency-Key last showed it is still running. A claim whose
 * request stops beating (its process died) may be taken over; one whose upload is still
 * streaming, however long that takes, may not.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('idempotency_keys').addColumn('alive_at', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('idempotency_keys').dropColumn('alive_at').execute();
}
