import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { installIdOf } from './client';
import type { Db } from '../db/connection';
import { MAX_UPLOAD_BYTES } from './body-limit';
import { bodyFingerprint, isMultipart, readMultipartFingerprint, sameBodyKind } from './fingerprint';

/** A claim whose request has not beaten for this long belongs to a process that died; it may be taken over. */
const STALE_CLAIM_MS = 60_000;
/** How often a running request says it is alive: well inside STALE_CLAIM_MS, however slow its upload. */
const HEARTBEAT_MS = 15_000;

/** First answers are kept this long, then swept: a client retrying later than that sends a new request. */
const KEEP_ANSWERS_MS = 30 * 24 * 60 * 60_000;
/** How often the sweep runs, at most; it rides on a write, so an idle server does no work. */
const SWEEP_EVERY_MS = 60 * 60_000;

const MAX_KEY_LENGTH = 255;

/**
 * A key as stored: the client's own. Keys are scoped to the installed app that sent them (its
 * X-Install-Id), or to the address of a client without one, so another client sending the same
 * key neither gets the first one's answer nor spoils it with a body of its own (decision 236).
 */
function scopedKey(c: Context<KeyedEnv>, key: string) {
  const installId = installIdOf(c);
  return installId ? `install ${installId} ${key}` : `address ${c.get('client') ?? 'unknown'} ${key}`;
}

/** The key a request holds while it runs, for keyedWrite to record its answer under. */
export interface Claim {
  key: string;
}

/** `client`: the sender's address, as the API's first middleware found it (see app.ts). */
export type KeyedEnv = { Variables: { claim?: Claim; client?: string } };

/** Raised by keyedWrite when the claim is no longer this request's: its write is rolled back. */
export class ClaimLost extends Error {}

const different = { error: 'This Idempotency-Key was already used for a different request', details: {} };
const stillRunning = { error: 'A request with this Idempotency-Key is still being processed', details: {} };
/** The client went away mid-body, or sent one that cannot be read. */
const UNREADABLE = { error: 'The request body could not be read', details: {} };

export interface IdempotencyOptions {
  /** The clock, for tests. */
  now?: () => number;
  /** How often a running request renews its claim, for tests. */
  heartbeatMs?: number;
}

/**
 * Honours the Idempotency-Key header on writes. The first request with a key claims it; the
 * route stores its rows and its answer in one transaction (keyedWrite), and a repeat gets that
 * answer back instead of writing a second row. A repeat while the first is still running answers
 * 409, for as long as the first is alive (it renews its claim every HEARTBEAT_MS, however long
 * its upload takes); the same key with another body, of any kind, or on another endpoint 422.
 * Whatever a request did not record (a refusal, a failure, a route that writes nothing) releases
 * the key: after a 4xx the visitor corrects the data and sends again under the same key, and
 * after a 5xx the client's retry runs the request again. A write without a key is accepted
 * (older clients send none) and noted in the log. Create it once per app: each instance keeps
 * its own sweep clock.
 */
export function idempotency(db: Db, { now: clock = Date.now, heartbeatMs = HEARTBEAT_MS }: IdempotencyOptions = {}) {
  let lastSweep = 0;
  const sweep = async () => {
    if (clock() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = clock();
    const cutoff = new Date(clock() - KEEP_ANSWERS_MS).toISOString();
    await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
  };
  const stamp = () => new Date(clock()).toISOString();

  return createMiddleware<KeyedEnv>(async (c, next) => {
    const sent = c.req.header('idempotency-key');
    if (sent === undefined) {
      console.warn(`idempotency: ${c.req.method} ${c.req.path} without an Idempotency-Key; a retry of it would be stored twice`);
      return next();
    }
    // Sent but blank is a client's mistake, not a request to skip idempotency.
    if (!sent.trim()) return c.json({ error: 'Idempotency-Key must not be empty', details: { 'idempotency-key': 'empty' } }, 400);
    if (sent.length > MAX_KEY_LENGTH) {
      return c.json({ error: `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters`, details: { 'idempotency-key': `${sent.length} characters` } }, 400);
    }
    const key = scopedKey(c, sent);
    await sweep();

    const endpoint = `${c.req.method} ${c.req.path}`;
    const contentType = c.req.header('content-type') ?? '';
    const multipart = isMultipart(contentType);
    // Any other body is small (jsonBodyLimit) and Hono keeps it for the handler. A multipart one
    // is fingerprinted by its route while it streams, and recorded with the answer.
    const bytes = multipart ? null : await c.req.arrayBuffer().catch(() => undefined);
    if (bytes === undefined) return c.json(UNREADABLE, 400);
    const fingerprint = bytes && bodyFingerprint(bytes);

    /** Takes the key for this request (null), or answers for it: the first answer, 409 or 422. */
    const claim = async (): Promise<Response | null> => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const now = stamp();
        const inserted = await db
          .insertInto('idempotency_keys')
          .values({ key, endpoint, fingerprint, status: null, body: null, created_at: now, alive_at: now })
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return null;

        const first = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
        // Released in between by the request that held it (it was refused): try to take it again.
        if (!first) continue;
        if (first.endpoint !== endpoint) return c.json(different, 422);
        if (first.status !== null && first.body !== null) {
          if (first.fingerprint) {
            if (!sameBodyKind(first.fingerprint, multipart)) return c.json(different, 422);
            const sent = multipart ? await readMultipartFingerprint(c.req.raw.body, contentType, MAX_UPLOAD_BYTES) : fingerprint;
            if (sent !== first.fingerprint) return c.json(different, 422);
          }
          return c.body(first.body, first.status as 200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        }
        const aliveAt = first.alive_at ?? first.created_at;
        if (clock() - Date.parse(aliveAt) < STALE_CLAIM_MS) return c.json(stillRunning, 409);
        // Taken over only if no other retry took it first.
        const takenOver = await db
          .updateTable('idempotency_keys')
          .set({ created_at: now, alive_at: now, fingerprint })
          .where('key', '=', key)
          .where('status', 'is', null)
          .where(first.alive_at === null ? 'created_at' : 'alive_at', '=', aliveAt)
          .executeTakeFirst();
        return Number(takenOver.numUpdatedRows) > 0 ? null : c.json(stillRunning, 409);
      }
      return c.json(stillRunning, 409);
    };
    const answered = await claim();
    if (answered) return answered;

    c.set('claim', { key });
    const heartbeat = setInterval(() => {
      db.updateTable('idempotency_keys')
        .set({ alive_at: stamp() })
        .where('key', '=', key)
        .where('status', 'is', null)
        .execute()
        .catch((error: unknown) => console.error('idempotency: a claim could not be renewed', error));
    }, heartbeatMs);
    try {
      await next();
      if (c.error instanceof ClaimLost) c.res = c.json(stillRunning, 409);
    } finally {
      clearInterval(heartbeat);
      // An answer keyedWrite committed with the rows stays; anything else lets the key go.
      await db.deleteFrom('idempotency_keys').where('key', '=', key).where('status', 'is', null).execute();
    }
  });
}

/** The middleware idempotency() makes; the app creates one and hands it to every keyed route. */
export type Idempotency = ReturnType<typeof idempotency>;

/**
 * Run at start on a database this process alone serves (SQLite in DATA_DIR): a claim with no
 * answer belongs to a request of a process that is gone, so its client's retry may run at once
 * rather than wait STALE_CLAIM_MS. On a shared PostgreSQL the other servers' claims are live.
 */
export async function releaseAbandonedClaims(db: Db) {
  const { numDeletedRows } = await db.deleteFrom('idempotency_keys').where('status', 'is', null).executeTakeFirst();
  return Number(numDeletedRows);
}
