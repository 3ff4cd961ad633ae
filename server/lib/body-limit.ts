import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { isMultipart } from './fingerprint';

/** The largest form of the site is a few kilobytes; this leaves room for long free text. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** The largest request of all, an RMA with its files: a few videos of 20MB each fit well under it. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

const TOO_LARGE = { error: 'The request is too large', details: { limit: `${MAX_JSON_BODY_BYTES} bytes` } };

/**
 * Caps every API body but multipart ones at MAX_JSON_BODY_BYTES, counted as the bytes arrive
 * whatever Content-Length or Transfer-Encoding claim (Hono's bodyLimit, past the advisories
 * fixed in 4.9.7 and 4.12.16). Multipart bodies are the RMA upload's, which streams them to
 * disk under its own caps (server/rma/multipart.ts); no JSON endpoint reads a multipart body.
 */
export function jsonBodyLimit() {
  const limit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: (c) => c.json(TOO_LARGE, 413) });
  return createMiddleware(async (c, next) => {
    if (isMultipart(c.req.header('content-type'))) return next();
    return limit(c, next);
  });
}
