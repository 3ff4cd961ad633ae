import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

export interface BucketSize {
  /** Tokens a full bucket holds: what may be spent back to back. */
  burst: number;
  /** Tokens given back per minute, up to `burst`. */
  refillPerMinute: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept at most; beyond it the least recently used go first (they refill soonest anyway). */
const MAX_BUCKETS = 50_000;

/**
 * Token buckets in memory, one per key: spending takes tokens, and they come back at
 * `refillPerMinute` up to `burst`. One process holds them, so limits are per server process.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly size: BucketSize,
    /** The clock, in milliseconds; tests pass a fake one. */
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = size.refillPerMinute / 60_000;
  }

  /** The key's bucket as it stands now, moved to the most recently used end of the map. */
  private current(key: string): Bucket {
    const at = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.size.burst, bucket.tokens + (at - bucket.at) * this.perMs) : this.size.burst;
    const fresh = { tokens, at };
    // Re-inserted so the map stays ordered from least to most recently used: dropping the first
    // key is O(1), where a scan of every bucket per new client would cost most when flooded.
    this.buckets.delete(key);
    this.buckets.set(key, fresh);
    while (this.buckets.size > MAX_BUCKETS) this.buckets.delete(this.buckets.keys().next().value!);
    return fresh;
  }

  available(key: string) {
    return this.current(key).tokens;
  }

  /** Takes `amount` tokens if the bucket holds them; false, taking nothing, if not. */
  take(key: string, amount = 1) {
    const bucket = this.current(key);
    if (bucket.tokens < amount) return false;
    bucket.tokens -= amount;
    return true;
  }

  /** Gives tokens back (spent on something that turned out not to count), never beyond `burst`. */
  give(key: string, amount = 1) {
    const bucket = this.current(key);
    bucket.tokens = Math.min(this.size.burst, bucket.tokens + amount);
  }

  /** Whole seconds until the bucket holds `amount` tokens; at least 1. */
  retryAfterSeconds(key: string, amount = 1) {
    const missing = amount - this.current(key).tokens;
    return Math.max(1, Math.ceil(missing / this.perMs / 1000));
  }
}

/**
 * 429 `{ error, details: { limit, retryAfterSeconds } }` with Retry-After, which the app's outbox
 * honours. `name` names the limit in the answer and in the server log.
 */
export function tooManyRequests(c: Context, name: string, retryAfter: number) {
  console.warn(`rate limit ${name}: ${c.req.method} ${c.req.path} refused, retry in ${retryAfter}s`);
  c.header('retry-after', String(retryAfter));
  return c.json({ error: `Too many requests. Please try again in ${retryAfter} seconds.`, details: { limit: name, retryAfterSeconds: retryAfter } }, 429);
}

export interface RateLimitOptions extends BucketSize {
  /** Names the limit in the 429 answer and in the server log. */
  name: string;
  /** Whose bucket a request draws from, e.g. the client's address, or address + install id. */
  key: (c: Context) => string;
  /** The clock, in milliseconds; tests pass a fake one. */
  now?: () => number;
}

/**
 * Each request takes one token from its key's bucket; a request finding it empty is answered
 * 429 instead of reaching the handler.
 *
 * ```ts
 * app.post('/sign-in', rateLimit({ name: 'sign-in', key: (c) => clientAddress(c), burst: 5, refillPerMinute: 2 }), handler)
 * ```
 */
export function rateLimit({ name, key, now, ...size }: RateLimitOptions) {
  const buckets = new TokenBuckets(size, now);
  return createMiddleware(async (c, next) => {
    const id = key(c);
    if (!buckets.take(id)) return tooManyRequests(c, name, buckets.retryAfterSeconds(id));
    await next();
  });
}
