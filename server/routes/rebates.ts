import { Hono } from 'hono';
import { rebateSchema } from '../../src/schemas/rebate';
import type { Db } from '../db/connection';
import { idempotency } from '../lib/idempotency';
import { readJsonBody } from '../lib/validate';

/**
 * POST /save-rebate-form.php — the address the rebate service has always answered on, kept so
 * the form can point at either that service or this server (decision 065).
 */
export function rebateRoutes(db: Db) {
  return new Hono().post('/save-rebate-form.php', idempotency(db), async (c) => {
    const body = await readJsonBody(c, rebateSchema);
    if (!body.ok) return body.response;
    const request = body.value;
    const lead = await db
      .insertInto('leads')
      .values({ kind: 'rebate', email: request.workEmail, payload: JSON.stringify(request), created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ ok: true, id: lead.id }, 201);
  });
}
