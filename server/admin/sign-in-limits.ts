import { createMiddleware } from 'hono/factory';
import { clientAddress, type ProxyHops } from '../lib/client';
import { memoryLimits, type LimitStore } from '../lib/limit-store';
import { rateLimit, tooManyRequests } from '../lib/rate-limit';

/** Five tries at once, then one every 30 seconds, per address: a person mistyping is not slowed, a guesser is. */
const PER_ADDRESS = { burst: 5, refillPerMinute: 2 };
/**
 * Wrong passwords from all addresses together: twenty at once, then one every ten seconds. A
 * guesser with many addresses gets no further than one with a single address, at the price
 * that staff may wait as long while such a guesser keeps trying (decision 154).
 */
const ALL_FAILURES = { burst: 20, refillPerMinute: 6 };
const EVERYONE = 'everyone';

/**
 * The limits of staff sign-in. `perAddress` counts every attempt of an address; `afterFailures`
 * holds one token of the shared failure bucket while the password is checked and gives it back
 * unless the answer was 401 (a wrong password), so guesses sent all at once are counted before
 * any is answered. Both answer 429 with Retry-After, to the right password too.
 */
export function signInLimits({ trustProxy = 0, now, store = memoryLimits }: { trustProxy?: ProxyHops; now?: () => number; store?: LimitStore } = {}) {
  const failures = store.buckets('admin-sign-in-failures', ALL_FAILURES, now);
  return {
    perAddress: rateLimit({ name: 'admin-sign-in', key: (c) => clientAddress(c, trustProxy), ...PER_ADDRESS, now, store }),
    afterFailures: createMiddleware(async (c, next) => {
      if (!(await failures.take(EVERYONE))) return tooManyRequests(c, 'admin-sign-in-failures', await failures.retryAfterSeconds(EVERYONE));
      await next();
      if (c.res.status !== 401) await failures.give(EVERYONE);
    }),
  };
}
