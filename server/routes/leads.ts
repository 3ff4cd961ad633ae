import { Hono } from 'hono';
import { LEAD_RECEIVED } from '../../src/schemas/contract';
import { LEAD_CONTRACTS, type LeadKind } from '../../src/schemas/contracts';
import type { Db } from '../db/connection';
import type { Idempotency } from '../lib/idempotency';
import type { MailOutbox } from '../mail/outbox';
import { readJsonBody } from '../lib/validate';

/**
 * POST of every lead contract (catalogue, light layout, retailer, document and rebate requests):
 * validate the body with the contract's schema, store it as a lead together with its mail (the
 * visitor's and the sales copy), and answer 201. A repeated Idempotency-Key gets the first
 * answer back without a second row. `keyed` is the app's one idempotency middleware.
 */
export function leadRoutes(db: Db, mail: MailOutbox, keyed: Idempotency) {
  const routes = new Hono();
  for (const contract of LEAD_CONTRACTS) {
    routes.post(contract.path.replace(/^\/api/, ''), keyed, async (c) => {
      const body = await readJsonBody(c, contract.body);
      if (!body.ok) return body.response;
      const { email } = contract.contact(body.value as never);
      const id = await storeLead(db, mail, { kind: contract.kind, email, payload: body.value });
      return c.json({ ok: true, message: LEAD_RECEIVED, id }, 201);
    });
  }
  return routes;
}

/** Stores a lead together with its mail (the visitor's and the sales copy), in one transaction; returns its id. */
export async function storeLead(db: Db, mail: MailOutbox, lead: { kind: LeadKind; email: string; payload: Record<string, unknown> }) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('leads')
      .values({ kind: lead.kind, email: lead.email, payload: JSON.stringify(lead.payload), created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await mail.leadReceived(trx, { id: row.id, ...lead });
    return row.id;
  });
}
