import { Hono } from 'hono';
import { backInStockRequest, SUBSCRIBED_MESSAGE } from '../../src/shared/schemas/notify';
import type { Db } from '../db/connection';
import type { KeyedEnv } from '../lib/idempotency';
import { keyedWrite } from '../lib/keyed-write';
import { readJsonBody } from '../lib/validate';
import type { WriteGuard } from '../lib/write-guard';
import type { BackInStockNotices } from './back-in-stock';
import { subscribe } from './repository';

/**
 * POST /requestproduct — a back-in-stock request. Asking twice for the same product is still a
 * success, but stays one subscription: the buyer gets one email, not two, when the product's
 * stock goes from 0 to more (or at once, if it is already back).
 */
export function subscriptionRoutes(db: Db, notices: BackInStockNotices, guard: WriteGuard) {
  return new Hono<KeyedEnv>().post('/', guard, async (c) => {
    const body = await readJsonBody(c, backInStockRequest.body);
    if (!body.ok) return body.response;
    const { email, product_name } = body.value;
    const answer = await keyedWrite(c, db, async (trx) => {
      await subscribe(trx, { email, productName: product_name });
      await notices.subscribed(trx, product_name);
      return { status: 201, body: { message: SUBSCRIBED_MESSAGE } };
    });
    return c.json(answer.body, answer.status);
  });
}
