import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { ClaimLost, type KeyedEnv } from './idempotency';

/** A write's answer: what the client is told, and what a retry under the same key is told again. */
export interface Answer<Body> {
  status: 200 | 201;
  body: Body;
}

export type Trx = Transaction<Database>;

/**
 * Runs a write and records its answer under the request's Idempotency-Key in the SAME
 * transaction: the rows and the answer commit together or not at all. A process killed at any
 * instant therefore leaves either nothing (the retry runs the write) or both (the retry is
 * answered from the record), never a row whose retry writes it again. Every keyed route writes
 * through here. `fingerprint` is the body's, for a body only the route reads (multipart).
 */
export async function keyedWrite<Body>(
  c: Context<KeyedEnv>,
  db: Db,
  write: (trx: Trx) => Promise<Answer<Body>>,
  { fingerprint }: { fingerprint?: string } = {},
): Promise<Answer<Body>> {
  const claim = c.get('claim');
  return db.transaction().execute(async (trx) => {
    const answer = await write(trx);
    if (claim) {
      const recorded = await trx
        .updateTable('idempotency_keys')
        .set({ status: answer.status, body: JSON.stringify(answer.body), ...(fingerprint ? { fingerprint } : {}) })
        .where('key', '=', claim.key)
        .where('status', 'is', null)
        .executeTakeFirst();
      // Another request holds the key now: this one's rows go, so the key's writes stay one.
      if (Number(recorded.numUpdatedRows) === 0) throw new ClaimLost(`The claim on ${claim.key} was lost`);
    }
    return answer;
  });
}
