import { Hono } from 'hono';
import { rebateSchema } from '../../src/schemas/rebate';
import type { Db } from '../db/connection';
import type { Idempotency } from '../lib/idempotency';
import type { MailOutbox } from '../mail/outbox';
import { readJsonBody } from '../lib/validate';
import { storeLead } from './leads';

/**
 * POST /save-rebate-form.php — the address the rebate service has always answered on, kept so
 * the form can point at either that service or this server (decision 065).
 * `keyed` is the app's one idempotency middleware.
 */
export function rebateRoutes(db: Db, mail: MailOutbox, keyed: Idempotency) {
  return new Hono().post('/save-rebate-form.php', keyed, async (c) => {
    const body = await readJsonBody(c, rebateSchema);
    if (!body.ok) return body.response;
    const id = await storeLead(db, mail, { kind: 'rebate', email: body.value.workEmail, payload: body.value });
    return c.json({ ok: true, id }, 201);
  });
}
