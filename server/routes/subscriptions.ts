import { Hono } from 'hono';
import { backInStockRequest, SUBSCRIBED_MESSAGE } from '../../src/schemas/notify';
import type { Db } from '../db/connection';
import type { Idempotency } from '../lib/idempotency';
import type { MailOutbox } from '../mail/outbox';
import { readJsonBody } from '../lib/validate';

/**
 * POST /requestproduct — a back-in-stock request (02 §3.6). Asking twice for the same product
 * is still a success, but stays one subscription: the buyer gets one email, not two, when the
 * product's stock goes from 0 to more (or at once, if it is already back).
 * `keyed` is the app's one idempotency middleware.
 */
export function subscriptionRoutes(db: Db, mail: MailOutbox, keyed: Idempotency) {
  return new Hono().post('/', keyed, async (c) => {
    const body = await readJsonBody(c, backInStockRequest.body);
    if (!body.ok) return body.response;
    const { email, product_name } = body.value;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('subscriptions')
        .values({ email: email.toLowerCase(), product_name })
        .onConflict((oc) => oc.columns(['email', 'product_name']).doNothing())
        .execute();
      await mail.subscribed(trx, product_name);
    });
    return c.json({ message: SUBSCRIBED_MESSAGE }, 201);
  });
}
