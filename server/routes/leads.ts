import { Hono } from 'hono';
import { documentRequestSchema } from '../../src/schemas/document-request';
import { catalogueLeadSchema, lightLayoutLeadSchema, retailerLeadSchema } from '../../src/schemas/leads';
import type { Db } from '../db/connection';
import { idempotency } from '../lib/idempotency';
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
 * own schema, store it as a lead, and answer 201. A repeated Idempotency-Key gets the first
 * answer back without a second row.
 */
export function leadRoutes(db: Db) {
  const routes = new Hono();
  for (const { path, kind, schema } of LEAD_ROUTES) {
    routes.post(path, idempotency(db), async (c) => {
      const body = await readJsonBody(c, schema);
      if (!body.ok) return body.response;
      const lead = await db
        .insertInto('leads')
        .values({ kind, email: body.value.email, payload: JSON.stringify(body.value), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return c.json({ message: LEAD_RECEIVED, id: lead.id }, 201);
    });
  }
  return routes;
}
