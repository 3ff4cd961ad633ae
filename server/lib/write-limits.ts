import { createMiddleware } from 'hono/factory';
import { clientAddress, installIdOf, type ProxyHops } from './client';
import { memoryLimits, type BucketSize, type LimitStore } from './limit-store';
import { tooManyRequests } from './rate-limit';

export interface WriteLimits {
  /** Shared by the devices behind one address that it does not know yet (see writeRateLimits). */
  perAddress: BucketSize;
  /** One installed app (or one client without an install id) on that address. */
  perInstall: BucketSize;
  /** Every accepted write of the address, known installs' included: its ceiling (decision 230). */
  perAddressTotal: BucketSize;
  /** The clock, in milliseconds; tests pass a fixed one so no token comes back mid-test. */
  now?: () => number;
}

/**
 * Generous enough that a booth of 30 tablets, each replaying a day of leads queued offline,
 * never meets them; a script posting in a loop does within a second or two (decision 110).
 */
export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  perAddress: { burst: 1200, refillPerMinute: 600 },
  perInstall: { burst: 120, refillPerMinute: 60 },
  // A booth of 20 tablets replays 1,500 queued leads within seconds; nothing honest needs more.
  perAddressTotal: { burst: 1600, refillPerMinute: 300 },
};

/**
 * Rate limits for the storefront's writes, mounted on each write route (so a request to an
 * endpoint that does not exist spends nothing). Every request of an install (the app sends its
 * X-Install-Id; a client without one is one install per address) takes a token from that
 * install's own bucket: its fair share. An address's shared bucket is spent only by writes the
 * server accepted (a refusal gives its token back) from installs the address does not know
 * yet, and from clients without an install id: it bounds how fast one address can add rows
 * under install ids it invents, while an install with an accepted write is known for a day and
 * no longer draws from it. So a device sending junk, or another tablet's burst, never locks
 * a tablet out (decision 110 and 152). Every accepted write, whatever its install, also spends
 * the address's total, so inventing or cycling install ids buys no more than that (decision 230).
 */
export function writeRateLimits(limits: WriteLimits, { trustProxy = 0, store = memoryLimits }: { trustProxy?: ProxyHops; store?: LimitStore } = {}) {
  const { now } = limits;
  const perInstall = store.buckets('writes-per-install', limits.perInstall, now);
  const perAddress = store.buckets('writes-per-address', limits.perAddress, now);
  const total = store.buckets('writes-per-address-total', limits.perAddressTotal, now);
  const known = store.knownInstalls(now);
  return createMiddleware(async (c, next) => {
    const address = clientAddress(c, trustProxy);
    const installId = installIdOf(c);
    const install = `${address} ${installId}`;
    if (!(await perInstall.take(install))) return tooManyRequests(c, 'writes-per-install', await perInstall.retryAfterSeconds(install));
    const shared = !installId || !(await known.has(address, installId));
    if (!(await total.take(address))) return tooManyRequests(c, 'writes-per-address', await total.retryAfterSeconds(address));
    if (shared && !(await perAddress.take(address))) {
      await total.give(address);
      return tooManyRequests(c, 'writes-per-address', await perAddress.retryAfterSeconds(address));
    }
    await next();
    const accepted = c.res.status >= 200 && c.res.status < 300;
    if (!accepted) await total.give(address);
    if (shared && !accepted) await perAddress.give(address);
    if (accepted && installId) await known.add(address, installId);
  });
}
