import { Hono } from 'hono';
import { documentRequestSchema } from '../../src/schemas/document-request';
import { catalogueLeadSchema, lightLayoutLeadSchema, retailerLeadSchema } from '../../src/schemas/leads';
import type { LeadKind } from '../../src/schemas/admin';
import type { Db } from '../db/connection';
import type { Idempotency } from '../lib/idempotency';
import type { MailOutbox } from '../mail/outbox';
import { readJsonBody } from '../lib/validate';

/** The answer every lead endpoint gives once the lead is stored. */
export const LEAD_RECEIVED = 'Received';

/** Each endpoint, the `leads.kind` it stores under, and the schema its form shares with it. */
const LEAD_ROUTES = [
  { path: '/catalog', kind: 'catalog', schema: catalogueLeadSchema },
  { path: '/freelightlayout', kind: 'freelightlayout', schema: lightLayoutLeadSchema },
  { path: '/retailers', kind: 'retailers', schema: retailerLeadSchema },
  { path: '/document', kind: 'document', schema: documentRequestSchema },
] as const;

/**
 * POST /catalog, /freelightlayout, /retailers and /document: validate the body with the form's
 * own schema, store it as a lead together with its mail (the visitor's and the sales copy), and
 * answer 201. A repeated Idempotency-Key gets the first answer back without a second row.
 * `keyed` is the app's one idempotency middleware, so there is one sweep of old answers.
 */
export function leadRoutes(db: Db, mail: MailOutbox, keyed: Idempotency) {
  const routes = new Hono();
  for (const { path, kind, schema } of LEAD_ROUTES) {
    routes.post(path, keyed, async (c) => {
      const body = await readJsonBody(c, schema);
      if (!body.ok) return body.response;
      const id = await storeLead(db, mail, { kind, email: body.value.email, payload: body.value });
      return c.json({ message: LEAD_RECEIVED, id }, 201);
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
