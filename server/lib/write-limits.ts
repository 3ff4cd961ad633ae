import type { Context } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import { INSTALL_ID_HEADER } from '../../src/schemas/headers';
import { clientAddress, rateLimit } from './rate-limit';

export interface WriteLimits {
  /** Shared by every device behind one address: a booth of 30 tablets on one router. */
  perAddress: { burst: number; refillPerMinute: number };
  /** One installed app (or one client without an install id) on that address. */
  perInstall: { burst: number; refillPerMinute: number };
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

/** A UUID or similar; anything else is ignored, as if no id had been sent. */
const INSTALL_ID = /^[A-Za-z0-9-]{8,64}$/;

const installIdOf = (c: Context) => {
  const id = c.req.header(INSTALL_ID_HEADER) ?? '';
  return INSTALL_ID.test(id) ? id : '';
};

/**
 * Rate limits for every write (any method but GET, HEAD and OPTIONS): one bucket per client
 * address that all its devices share, and within it one per install id (sent by the app as
 * X-Install-Id). A client inventing a new install id per request only reaches its address's
 * bucket sooner.
 */
export function writeRateLimits(limits: WriteLimits, { trustProxy = false }: { trustProxy?: boolean } = {}) {
  const { now } = limits;
  const perAddress = rateLimit({ name: 'writes-per-address', key: (c) => clientAddress(c, trustProxy), ...limits.perAddress, now });
  const perInstall = rateLimit({
    name: 'writes-per-install',
    key: (c) => `${clientAddress(c, trustProxy)} ${installIdOf(c)}`,
    ...limits.perInstall,
    now,
  });
  const both = every(perInstall, perAddress);
  return createMiddleware(async (c, next) => {
    if (/^(GET|HEAD|OPTIONS)$/.test(c.req.method)) return next();
    return both(c, next);
  });
}
