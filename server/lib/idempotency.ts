import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/connection';

/** A claim older than this belongs to a request that died with the process; it may be taken over. */
const STALE_CLAIM_MS = 60_000;

/** First answers are kept this long, then swept: a client retrying later than that sends a new request. */
const KEEP_ANSWERS_MS = 30 * 24 * 60 * 60_000;
/** How often the sweep runs, at most; it rides on a write, so an idle server does no work. */
const SWEEP_EVERY_MS = 60 * 60_000;

const MAX_KEY_LENGTH = 255;

const fingerprintOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Honours the Idempotency-Key header on writes: the first request with a key claims it, and its
 * answer is stored; a repeat gets that first answer back instead of writing a second row.
 * A repeat while the first is still running answers 409; the same key with another body 422.
 * Only successful answers are kept: after a refusal (4xx) the visitor corrects the data and
 * sends again under the same key, and after a 5xx the client's retry runs the request again.
 * A write without a key is accepted (older clients send none) and noted in the log.
 * A route may store its answer itself inside its transaction (recordAnswer); that answer is
 * committed with the rows, so the middleware never deletes or rewrites it, whatever happens after.
 * Answers are kept for KEEP_ANSWERS_MS; `now` is the clock, for tests.
 * Create it once per app: each instance keeps its own sweep clock.
 */
export function idempotency(db: Db, { now: clock = Date.now }: { now?: () => number } = {}) {
  let lastSweep = 0;
  const sweep = async () => {
    if (clock() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = clock();
    const cutoff = new Date(clock() - KEEP_ANSWERS_MS).toISOString();
    await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
  };

  return createMiddleware(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key) {
      console.warn(`idempotency: ${c.req.method} ${c.req.path} without an Idempotency-Key; a retry of it would be stored twice`);
      return next();
    }
    if (key.length > MAX_KEY_LENGTH) {
      return c.json({ error: `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`, details: { 'idempotency-key': `${key.length} characters` } }, 400);
    }
    await sweep();

    const endpoint = `${c.req.method} ${c.req.path}`;
    const isJson = (c.req.header('content-type') ?? '').startsWith('application/json');
    // Hono caches the text, so the handler can still read the body.
    const fingerprint = isJson ? fingerprintOf(await c.req.text()) : null;
    const now = new Date(clock()).toISOString();

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
      if (clock() - Date.parse(first.created_at) < STALE_CLAIM_MS) {
        return c.json({ error: 'A request with this Idempotency-Key is still being processed', details: {} }, 409);
      }
      await db.updateTable('idempotency_keys').set({ created_at: now, fingerprint }).where('key', '=', key).execute();
    }

    // Only an unanswered claim is released: an answer recordAnswer committed with the rows stays,
    // so a retry replays it rather than writing the rows again.
    const releaseClaim = () => db.deleteFrom('idempotency_keys').where('key', '=', key).where('status', 'is', null).execute();
    try {
      await next();
    } catch (error) {
      await releaseClaim();
      throw error;
    }

    if (c.res.status >= 400) {
      await releaseClaim();
      return;
    }
    await recordAnswer(db, key, c.res.status, await c.res.clone().text());
  });
}

/** The middleware idempotency() makes; the app creates one and hands it to every keyed route. */
export type Idempotency = ReturnType<typeof idempotency>;

/**
 * Stores a request's answer as its key's first answer. A route calls it from inside the
 * transaction that writes its rows, so the rows and the answer commit together: a process killed
 * after the commit but before the middleware stores the answer still replays it, instead of
 * running the request twice. Only an unanswered claim is filled, so the middleware's own call
 * after such a route leaves the recorded answer as it is, and a first answer is never replaced.
 */
export async function recordAnswer(executor: Db, key: string, status: number, body: string) {
  await executor.updateTable('idempotency_keys').set({ status, body }).where('key', '=', key).where('status', 'is', null).execute();
}

/**
 * Run at start on a database this process alone serves (SQLite in DATA_DIR): a claim with no
 * answer belongs to a request of a process that is gone, so its client's retry may run at once
 * rather than wait STALE_CLAIM_MS. On a shared PostgreSQL the other servers' claims are live.
 */
export async function releaseAbandonedClaims(db: Db) {
  const { numDeletedRows } = await db.deleteFrom('idempotency_keys').where('status', 'is', null).executeTakeFirst();
  return Number(numDeletedRows);
}
