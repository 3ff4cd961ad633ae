import type { Context } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import { clientAddress, type ProxyHops } from '../lib/client';
import { memoryLimits, type LimitStore } from '../lib/limit-store';
import { rateLimit, tooManyRequests } from '../lib/rate-limit';

/** Five tries at once, then one every 30 seconds, per address: a person mistyping is not slowed, a guesser is. */
const PER_ADDRESS = { burst: 5, refillPerMinute: 2 };
/**
 * Wrong passwords from all addresses together: twenty at once, then one every ten seconds. A
 * guesser with many addresses gets no further than one with a single address, at the price
 * that a browser staff have not signed in on before may wait as long while such a guesser keeps
 * trying (decision 154).
 */
const ALL_FAILURES = { burst: 20, refillPerMinute: 6 };
/**
 * Wrong passwords from one signed-in-before browser: ten at once, then one a minute. Its cookie
 * is a secret only that browser holds, so these are its own; a stolen one guesses slowly.
 */
const PER_DEVICE_FAILURES = { burst: 10, refillPerMinute: 1 };
const EVERYONE = 'everyone';

export interface SignInLimitOptions {
  trustProxy?: ProxyHops;
  now?: () => number;
  store?: LimitStore;
  /** The device's key when the request brings a live device cookie (devices.ts), else null. */
  deviceOf?: (c: Context) => Promise<string | null>;
}

/**
 * The limits of staff sign-in, as one middleware. A browser with a live device cookie is held
 * only by its own count of wrong passwords. Any other request passes `perAddress`, which counts
 * every attempt of an address, then the shared failure bucket: one token is held while the
 * password is checked and given back unless the answer was 401 (a wrong password), so guesses
 * sent all at once are counted before any is answered. Over a limit: 429 with Retry-After, to
 * the right password too (decisions 154 and 234).
 */
export function signInLimits({ trustProxy = false, now, store = memoryLimits, deviceOf = async () => null }: SignInLimitOptions = {}) {
  const failures = store.buckets('admin-sign-in-failures', ALL_FAILURES, now);
  const deviceFailures = store.buckets('admin-sign-in-device-failures', PER_DEVICE_FAILURES, now);
  const perAddress = rateLimit({ name: 'admin-sign-in', key: (c) => clientAddress(c, trustProxy), ...PER_ADDRESS, now, store });

  /** Holds a token of `key` in `buckets` while the sign-in runs; kept only for a wrong password. */
  const countingFailures = (buckets: typeof failures, name: string, key: string) =>
    createMiddleware(async (c, next) => {
      if (!(await buckets.take(key))) return tooManyRequests(c, name, await buckets.retryAfterSeconds(key));
      await next();
      if (c.res.status !== 401) await buckets.give(key);
    });
  const strangers = every(perAddress, countingFailures(failures, 'admin-sign-in-failures', EVERYONE));

  return createMiddleware(async (c, next) => {
    const device = await deviceOf(c);
    if (device) return countingFailures(deviceFailures, 'admin-sign-in-device', device)(c, next);
    return strangers(c, next);
  });
}
