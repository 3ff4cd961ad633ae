import type { Context } from 'hono';
import { every } from 'hono/combine';
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { INSTALL_ID_HEADER } from '../../src/shared/schemas/headers';
import { viaTrustedProxy, type ProxyHops } from './client';

/** Origins the app itself talks to beyond its own: YouTube thumbnails and the player frame. */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';

/**
 * The policy every response carries, the page's and the service worker's alike (decision 111).
 * Scripts only from this origin. Styles also inline: Mantine writes its theme variables in a
 * <style> element at run time, and a nonce cannot work for a shell the service worker serves
 * from its cache.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAILS],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: [YOUTUBE_PLAYER],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The context key under which a rendered page names its own inline scripts (as CSP sources). */
const INLINE_SCRIPTS = 'inlineScripts';

/**
 * Lets this response run exactly these inline scripts (CSP hash or nonce sources): the template's
 * capture of early taps, and on a server-rendered page the router's hand-over of its state;
 * nothing else inline may run.
 */
export const allowInlineScripts = (c: Context, sources: readonly string[]) => c.set(INLINE_SCRIPTS as never, sources as never);

const SANDBOXED = 'sandboxed-document';

/**
 * Marks this response as an uploaded file shown in the browser: its policy gains `sandbox`, so
 * the document runs no script (a PDF's included) and has an origin of its own (decision 235).
 */
export const sandboxDocument = (c: Context) => c.set(SANDBOXED as never, true as never);

/** Whether the request reached us over TLS, directly or through a trusted proxy that says so. */
export const overTls = (c: Context, trustProxy: ProxyHops) =>
  new URL(c.req.url).protocol === 'https:' || (viaTrustedProxy(c, trustProxy) && c.req.header('x-forwarded-proto')?.split(',')[0].trim() === 'https');

export interface SecurityOptions {
  /** Other origins whose pages may call /api (ALLOWED_ORIGINS); none by default. */
  allowedOrigins: readonly string[];
  /** How many reverse proxies stand in front (TRUST_PROXY), whose X-Forwarded-* headers are believed. */
  trustProxy: ProxyHops;
}

/**
 * The headers of every answer: the policy above, nosniff, no framing, the referrer trimmed to
 * the origin for other sites (the video player needs that much), and HSTS only when served
 * over TLS, since a browser ignores it over plain HTTP and a booth server on a LAN has no
 * certificate.
 */
export function securityHeaders({ trustProxy }: Pick<SecurityOptions, 'trustProxy'>) {
  const common = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
  });
  return createMiddleware(async (c, next) => {
    await common(c, next);
    const scripts = c.get(INLINE_SCRIPTS as never) as readonly string[] | undefined;
    const policy = c.res.headers.get('content-security-policy');
    if (scripts?.length && policy) {
      c.res.headers.set('content-security-policy', policy.replace(/script-src ([^;]*)/, (directive) => `${directive} ${scripts.join(' ')}`));
    }
    if (c.get(SANDBOXED as never) && policy) c.res.headers.set('content-security-policy', `${policy}; sandbox`);
    if (overTls(c, trustProxy)) c.res.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/**
 * Whether a write may come from the page that sent it: an allowed origin, a request the browser
 * itself calls same-origin (Sec-Fetch-Site, which no proxy rewrites), or an Origin naming the
 * host the request was addressed to. The scheme is not compared: behind a TLS proxy the page
 * is https while we see http.
 */
function originAllowed(origin: string, c: Context, { allowedOrigins, trustProxy }: SecurityOptions) {
  if (allowedOrigins.includes(origin)) return true;
  if (c.req.header('sec-fetch-site') === 'same-origin') return true;
  const ownHosts = [c.req.header('host') ?? new URL(c.req.url).host, viaTrustedProxy(c, trustProxy) ? c.req.header('x-forwarded-host') : undefined];
  try {
    return ownHosts.includes(new URL(origin).host);
  } catch {
    return false;
  }
}

/**
 * The API is for this origin's own pages. Browsers already keep other sites from reading its
 * answers and from sending JSON without a preflight; this also refuses a write whose Origin is
 * another site (a cross-site form post needs no preflight), and lets the ALLOWED_ORIGINS call
 * it through CORS.
 */
export function apiOrigins(options: SecurityOptions) {
  const sharing = cors({
    origin: (origin) => (options.allowedOrigins.includes(origin) ? origin : null),
    allowHeaders: ['content-type', 'idempotency-key', INSTALL_ID_HEADER, 'accept'],
    exposeHeaders: ['retry-after', 'idempotent-replayed'],
    maxAge: 600,
  });
  return every(
    sharing,
    createMiddleware(async (c, next) => {
      const origin = c.req.header('origin');
      if (/^(GET|HEAD|OPTIONS)$/.test(c.req.method) || !origin || originAllowed(origin, c, options)) return next();
      return c.json({ error: 'Requests from other sites are not accepted', details: { origin } }, 403);
    }),
  );
}
