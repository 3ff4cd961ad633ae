import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { memoryLimits, type BucketSize, type LimitStore } from './limit-store';

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
  /** Where the buckets live: this process's memory unless several servers share them. */
  store?: LimitStore;
}

/**
 * Each request takes one token from its key's bucket; a request finding it empty is answered
 * 429 instead of reaching the handler.
 *
 * ```ts
 * app.post('/sign-in', rateLimit({ name: 'sign-in', key: (c) => clientAddress(c), burst: 5, refillPerMinute: 2 }), handler)
 * ```
 */
export function rateLimit({ name, key, now, store = memoryLimits, ...size }: RateLimitOptions) {
  const buckets = store.buckets(name, size, now);
  return createMiddleware(async (c, next) => {
    const id = key(c);
    if (!(await buckets.take(id))) return tooManyRequests(c, name, await buckets.retryAfterSeconds(id));
    await next();
  });
}
