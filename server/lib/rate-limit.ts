import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';

export interface RateLimitOptions {
  /** Names the limit in the 429 answer and in the server log. */
  name: string;
  /** Whose bucket a request draws from, e.g. the client's address, or address + install id. */
  key: (c: Context) => string;
  /** Requests a full bucket allows back to back. */
  burst: number;
  /** Requests given back per minute, up to `burst`. */
  refillPerMinute: number;
  /** The clock, in milliseconds; tests pass a fake one. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept at most; beyond it the least recently used go first (they refill soonest anyway). */
const MAX_BUCKETS = 50_000;

/**
 * A token bucket per key, in memory: each request takes one token, tokens come back at
 * `refillPerMinute`, and a request finding the bucket empty is answered
 * 429 `{ error, details }` with Retry-After (seconds until a token is back) instead of reaching
 * the handler. One process holds the buckets, so limits are per server process.
 *
 * ```ts
 * app.post('/sign-in', rateLimit({ name: 'sign-in', key: (c) => clientAddress(c), burst: 5, refillPerMinute: 2 }), handler)
 * ```
 */
export function rateLimit({ name, key, burst, refillPerMinute, now = Date.now }: RateLimitOptions) {
  const buckets = new Map<string, Bucket>();
  const perMs = refillPerMinute / 60_000;

  const refilled = (bucket: Bucket, at: number) => Math.min(burst, bucket.tokens + (at - bucket.at) * perMs);

  return createMiddleware(async (c, next) => {
    const at = now();
    const id = key(c);
    const bucket = buckets.get(id);
    const tokens = bucket ? refilled(bucket, at) : burst;
    // Re-inserted so the map stays ordered from least to most recently used.
    buckets.delete(id);
    if (tokens < 1) {
      buckets.set(id, { tokens, at });
      const retryAfter = Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
      console.warn(`rate limit ${name}: ${c.req.method} ${c.req.path} refused, retry in ${retryAfter}s`);
      c.header('retry-after', String(retryAfter));
      return c.json(
        { error: `Too many requests. Please try again in ${retryAfter} seconds.`, details: { limit: name, retryAfterSeconds: retryAfter } },
        429,
      );
    }
    buckets.set(id, { tokens: tokens - 1, at });
    // The map's first key is the least recently used (each request re-inserts its key): dropping it is O(1), where a
    // scan of every bucket per new client would cost most exactly when the server is flooded.
    while (buckets.size > MAX_BUCKETS) buckets.delete(buckets.keys().next().value!);
    await next();
  });
}

/**
 * The client's IP address. Behind a reverse proxy (`trustProxy`), the address the proxy
 * appended last to X-Forwarded-For; otherwise the socket's, since any client can write that
 * header. Requests that did not come through a socket (in-process tests) share one address.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
