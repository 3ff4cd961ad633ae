import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/connection';

/** A claim older than this belongs to a request that died with the process; it may be taken over. */
const STALE_CLAIM_MS = 60_000;

const fingerprintOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Honours the Idempotency-Key header on writes: the first request with a key claims it, and its
 * answer is stored; a repeat gets that first answer back instead of writing a second row.
 * A repeat while the first is still running answers 409; the same key with another body 422.
 * Only successful answers are kept: after a refusal (4xx) the visitor corrects the data and
 * sends again under the same key, and after a 5xx the client's retry runs the request again.
 */
export function idempotency(db: Db) {
  return createMiddleware(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key) return next();
    if (key.length > 255) return c.json({ error: 'Idempotency-Key must be at most 255 characters', details: {} }, 400);

    const endpoint = `${c.req.method} ${c.req.path}`;
    const isJson = (c.req.header('content-type') ?? '').startsWith('application/json');
    // Hono caches the text, so the handler can still read the body.
    const fingerprint = isJson ? fingerprintOf(await c.req.text()) : null;
    const now = new Date().toISOString();

    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ key, endpoint, fingerprint, status: null, body: null, created_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();

    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      const first = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
      if (first.endpoint !== endpoint || (first.fingerprint && fingerprint && first.fingerprint !== fingerprint)) {
        return c.json({ error: 'This Idempotency-Key was already used for a different request', details: {} }, 422);
      }
      if (first.status !== null && first.body !== null) {
        return c.body(first.body, first.status as 200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      }
      if (Date.now() - Date.parse(first.created_at) < STALE_CLAIM_MS) {
        return c.json({ error: 'A request with this Idempotency-Key is still being processed', details: {} }, 409);
      }
      await db.updateTable('idempotency_keys').set({ created_at: now, fingerprint }).where('key', '=', key).execute();
    }

    try {
      await next();
    } catch (error) {
      await db.deleteFrom('idempotency_keys').where('key', '=', key).execute();
      throw error;
    }

    if (c.res.status >= 400) {
      await db.deleteFrom('idempotency_keys').where('key', '=', key).execute();
      return;
    }
    const body = await c.res.clone().text();
    await db.updateTable('idempotency_keys').set({ status: c.res.status, body }).where('key', '=', key).execute();
  });
}
