import { createMiddleware } from 'hono/factory';
import { clientAddress, installIdOf, type ProxyHops } from './client';
import { TokenBuckets, tooManyRequests, type BucketSize } from './rate-limit';

export interface WriteLimits {
  /** Shared by the devices behind one address that it does not know yet (see writeRateLimits). */
  perAddress: BucketSize;
  /** One installed app (or one client without an install id) on that address. */
  perInstall: BucketSize;
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
};

/** More tablets than a booth has: installs an address may have known at once. */
const MAX_KNOWN_PER_ADDRESS = 64;
/** Addresses whose known installs are kept, least recently used dropped first. */
const MAX_KNOWN_ADDRESSES = 5_000;
/** An install is known for a day after its last accepted write. */
const KNOWN_FOR_MS = 24 * 60 * 60_000;

/** The installs each address has had a write accepted from lately, at most MAX_KNOWN_PER_ADDRESS each. */
class KnownInstalls {
  private readonly byAddress = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number) {}

  has(address: string, installId: string) {
    const until = this.byAddress.get(address)?.get(installId);
    return until !== undefined && until > this.now();
  }

  add(address: string, installId: string) {
    const installs = this.byAddress.get(address) ?? new Map<string, number>();
    this.byAddress.delete(address);
    this.byAddress.set(address, installs);
    for (const [id, until] of installs) if (until <= this.now()) installs.delete(id);
    // Full: the installs known first keep their places, so a newcomer cannot push them out.
    if (installs.has(installId) || installs.size < MAX_KNOWN_PER_ADDRESS) installs.set(installId, this.now() + KNOWN_FOR_MS);
    while (this.byAddress.size > MAX_KNOWN_ADDRESSES) this.byAddress.delete(this.byAddress.keys().next().value!);
  }
}

/**
 * Rate limits for the storefront's writes, mounted on each write route (so a request to an
 * endpoint that does not exist spends nothing). Every request of an install (the app sends its
 * X-Install-Id; a client without one is one install per address) takes a token from that
 * install's own bucket: its fair share. An address's shared bucket is spent only by writes the
 * server accepted (a refusal gives its token back) from installs the address does not know
 * yet, and from clients without an install id: it bounds how fast one address can add rows
 * under install ids it invents, while an install with an accepted write is known for a day and
 * no longer draws from it. So a device sending junk, or another tablet's burst, never locks
 * a tablet out (decision 110 and 152).
 */
export function writeRateLimits(limits: WriteLimits, { trustProxy = 0 }: { trustProxy?: ProxyHops } = {}) {
  const { now = Date.now } = limits;
  const perInstall = new TokenBuckets(limits.perInstall, now);
  const perAddress = new TokenBuckets(limits.perAddress, now);
  const known = new KnownInstalls(now);
  return createMiddleware(async (c, next) => {
    const address = clientAddress(c, trustProxy);
    const installId = installIdOf(c);
    const install = `${address} ${installId}`;
    if (!perInstall.take(install)) return tooManyRequests(c, 'writes-per-install', perInstall.retryAfterSeconds(install));
    const shared = !installId || !known.has(address, installId);
    if (shared && !perAddress.take(address)) return tooManyRequests(c, 'writes-per-address', perAddress.retryAfterSeconds(address));
    await next();
    const accepted = c.res.status >= 200 && c.res.status < 300;
    if (shared && !accepted) perAddress.give(address);
    if (accepted && installId) known.add(address, installId);
  });
}
