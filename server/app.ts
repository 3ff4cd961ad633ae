import { Hono } from 'hono';
import type { Db } from './db/connection';
import { createCatalogue } from './catalogue/repository';
import { leadRoutes } from './routes/leads';
import { productRoutes } from './routes/products';
import { subscriptionRoutes } from './routes/subscriptions';
import { rmaRoutes } from './routes/rma';
import { adminRoutes } from './admin/routes';
import { readConfig } from './config';
import { createMailOutbox, type MailSettings } from './mail/outbox';
import { uploadsDirOf } from './rma/storage';
import { createStaticFiles } from './static';
import { createPageRenderer, type ServerBuild } from './pages/renderer';
import { findabilityRoutes } from './pages/sitemap';
import { jsonBodyLimit } from './lib/body-limit';
import { idempotency } from './lib/idempotency';
import { apiOrigins, securityHeaders } from './lib/security-headers';
import { DEFAULT_WRITE_LIMITS, writeRateLimits, type WriteLimits } from './lib/write-limits';

export interface AppDeps {
  db: Db;
  dataDir: string;
  distDir: string;
  /** ALLOWED_ORIGINS: other sites' pages that may call /api. */
  allowedOrigins?: string[];
  /** TRUST_PROXY: believe a reverse proxy's X-Forwarded-* headers. */
  trustProxy?: boolean;
  /** false turns rate limiting off (tests that send many requests from one client). */
  writeLimits?: WriteLimits | false;
  /** Links in messages and the sales copy's address (PUBLIC_URL, SALES_EMAIL). */
  mail?: MailSettings;
  /** The app's server build: pages render on the server; without it every page gets the shell. */
  serverBuild?: ServerBuild | null;
}

/** The whole HTTP surface: `/api/*` first, then the built PWA with its SPA fallback. */
export function createApp({ db, dataDir, distDir, allowedOrigins = [], trustProxy = false, writeLimits = DEFAULT_WRITE_LIMITS, mail: mailSettings = readConfig({}).mail, serverBuild }: AppDeps) {
  const catalogue = createCatalogue(db);
  const mail = createMailOutbox(mailSettings);
  const uploadsDir = uploadsDirOf(dataDir);
  const files = createStaticFiles(distDir);
  const pages = serverBuild ? createPageRenderer(serverBuild, catalogue) : null;
  // One middleware for every keyed write, so old answers have one hourly sweep, not one per route.
  const keyed = idempotency(db);

  const api = new Hono()
    // Cheapest refusals first: a foreign origin, then a client over its limit, then an oversized body.
    .use('*', apiOrigins({ allowedOrigins, trustProxy }))
    .use('*', writeLimits ? writeRateLimits(writeLimits, { trustProxy }) : (_c, next) => next())
    .use('*', jsonBodyLimit())
    .route('/products', productRoutes(catalogue))
    .route('/requestproduct', subscriptionRoutes(db, mail, keyed))
    .route('/', leadRoutes(db, mail, keyed))
    .route('/uploadrma', rmaRoutes(db, { uploadsDir, keyed, mail }))
    .route('/admin', adminRoutes({ db, catalogue, uploadsDir, mail, trustProxy }))
    .all('*', (c) => c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}`, details: {} }, 404));

  const app = new Hono();
  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: 'Internal server error', details: {} }, 500);
  });
  app.use('*', securityHeaders({ trustProxy }));
  app.route('/api', api);
  app.route('/', findabilityRoutes(catalogue, mailSettings.publicUrl));
  app.on(['GET', 'HEAD'], '*', (c) => {
    const file = files.serve(c, c.req.path);
    if (file) return file;
    // A missing file with an extension is a real 404; anything else is an app route.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
    if (pages) return pages.respond(c);
    return files.serveShell(c) ?? c.text('The app is not built yet: run npm run build', 503);
  });
  return app;
}
