import { every } from 'hono/combine';
import type { MiddlewareHandler } from 'hono';
import type { Idempotency } from './idempotency';

/**
 * What every storefront write passes before its handler: the client's write limits, then its
 * Idempotency-Key claim. Mounted on each write route rather than on all of /api, so a request
 * to an endpoint that does not exist is answered 404 and spends nothing.
 */
export const writeGuard = (limits: MiddlewareHandler, keyed: Idempotency) => every(limits, keyed);

export type WriteGuard = ReturnType<typeof writeGuard>;
