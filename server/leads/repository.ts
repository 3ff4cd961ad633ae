import type { Trx } from '../lib/keyed-write';

/** A lead as stored: its contract's kind, the sender's address, and the checked body as JSON. */
export interface NewLead {
  kind: string;
  email: string;
  payload: Record<string, unknown>;
}

/** Stores a lead inside the caller's transaction (its mail and its answer commit with it); returns its id. */
export async function insertLead(trx: Trx, { kind, email, payload }: NewLead): Promise<number> {
  const row = await trx
    .insertInto('leads')
    .values({ kind, email, payload: JSON.stringify(payload), created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
