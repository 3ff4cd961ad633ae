import { Hono, type MiddlewareHandler } from 'hono';
import { LEAD_CONTRACTS } from '../src/shared/schemas/contracts';
import type { LeadContract } from '../src/shared/schemas/leads';
import type { Db } from './db/connection';
import { isPostgres } from './db/dialect';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable';
import { adminRoutes } from './admin/routes';
import { createCatalogue } from './catalogue/repository';
import { productRoutes } from './catalogue/routes';
import { readConfig } from './config';
import { healthRoutes, storageStatus } from './health';
import { leadRoutes } from './leads/routes';
import { createPageRenderer, type ServerBuild } from './pages/renderer';
import { DEFAULT_RENDER_LIMITS, type RenderLimits } from './pages/render-limits';
import { findabilityRoutes } from './pages/sitemap';
import { jsonBodyLimit } from './lib/body-limit';
import { clientAddress, type ProxyHops } from './lib/client';
import type { KeyedEnv } from './lib/idempotency';
import { idempotency } from './lib/idempotency';
import { memoryLimits } from './lib/limit-store';
import { postgresLimits } from './lib/postgres-limits';
import { apiOrigins, securityHeaders } from './lib/security-headers';
import { writeGuard } from './lib/write-guard';
import { DEFAULT_WRITE_LIMITS, writeRateLimits, type WriteLimits } from './lib/write-limits';
import { DEFAULT_MAIL_LIMITS, mailBudget, type MailLimits } from './mail/budget';
import { createMailQueue, type MailSettings } from './mail/queue';
import { rmaRoutes } from './rma/routes';
import { uploadsDirOf } from './rma/storage';
import { DEFAULT_UPLOAD_LIMITS, uploadQuota, type UploadLimits } from './rma/upload-quota';
import { localUploadStore } from './rma/local-upload-store';
import type { UploadStore } from './rma/upload-store';
import { createStaticFiles } from './static';
import { backInStockNotices } from './subscriptions/back-in-stock';
import { subscriptionRoutes } from './subscriptions/routes';

export interface AppDeps {
  db: Db;
  dataDir: string;
  distDir: string;
  /** ALLOWED_ORIGINS: other sites' pages that may call /api. */
  allowedOrigins?: string[];
  /** TRUST_PROXY: how many reverse proxies stand in front, whose X-Forwarded-* headers are believed. */
  trustProxy?: ProxyHops;
  /** false turns rate limiting off (tests that send many requests from one client). */
  writeLimits?: WriteLimits | false;
  /** How much mail one client address may set off; false lifts the per-address part (the per-recipient cap stays). */
  mailLimits?: MailLimits | false;
  /** Where RMA uploads are kept (UPLOADS_URL); the uploads folder in dataDir when left out. */
  uploadStore?: UploadStore;
  /** Upload bytes per client per hour and the disk's reserve (DISK_RESERVE_MB); the defaults where left out. */
  uploadLimits?: Partial<UploadLimits>;
  /** Links in messages and the sales copy's address (PUBLIC_URL, SALES_EMAIL). */
  mail?: MailSettings;
  /** The lead forms the server takes: a route each, their mails and their place in the staff inbox. */
  leadContracts?: readonly LeadContract[];
  /** Renders of uncached pages per client address and at once (DEFAULT_RENDER_LIMITS where left out). */
  renderLimits?: RenderLimits;
  /** The app's server build: pages render on the server; without it every page gets the shell. */
  serverBuild?: ServerBuild | null;
  /** True once the process was told to stop: /readyz answers 503 while requests are still served. */
  stopping?: () => boolean;
}

/** The whole HTTP surface: `/api/*` first, then the built PWA with its SPA fallback. */
export function createApp({
  db,
  dataDir,
  distDir,
  allowedOrigins = [],
  trustProxy = 0,
  writeLimits = DEFAULT_WRITE_LIMITS,
  mailLimits = writeLimits === false ? false : DEFAULT_MAIL_LIMITS,
  uploadStore = localUploadStore(uploadsDirOf(dataDir)),
  uploadLimits = {},
  mail: mailSettings = readConfig({}).mail,
  leadContracts = LEAD_CONTRACTS,
  serverBuild,
  stopping,
  renderLimits = DEFAULT_RENDER_LIMITS,
}: AppDeps) {
  const catalogue = createCatalogue(db);
  // On PostgreSQL several servers may share the database: they share their limits through it too.
  const limitStore = isPostgres(db) ? postgresLimits(db) : memoryLimits;
  const mail = createMailQueue(mailSettings, mailBudget(mailLimits, limitStore));
  const notices = backInStockNotices(mail);
  const files = createStaticFiles(distDir);
  const pages = serverBuild ? createPageRenderer(serverBuild, catalogue, { trustProxy, store: limitStore, limits: renderLimits }) : null;
  // Every storefront write passes its client's limits, then the one idempotency middleware of
  // the app (one hourly sweep of old answers, not one per route).
  const limits: MiddlewareHandler = writeLimits ? writeRateLimits(writeLimits, { trustProxy, store: limitStore }) : (_c, next) => next();
  const guard = writeGuard(limits, idempotency(db));
  const storage = storageStatus(uploadStore);
  const quota = uploadQuota({ ...DEFAULT_UPLOAD_LIMITS, ...uploadLimits }, { uploadsDir: uploadStore.diskDir, trustProxy, store: limitStore });

  const api = new Hono<KeyedEnv>()
    // Who is asking, once: the write limits, the mail budget and Idempotency-Keys all go by it.
    .use('*', async (c, next) => {
      c.set('client', clientAddress(c, trustProxy));
      await next();
    })
    // Cheapest refusals first: a foreign origin, then an oversized body; each write route then
    // checks its client's limits and Idempotency-Key (writeGuard).
    .use('*', apiOrigins({ allowedOrigins, trustProxy }))
    .use('*', jsonBodyLimit())
    .route('/products', productRoutes(catalogue))
    .route('/requestproduct', subscriptionRoutes(db, notices, guard))
    .route('/', leadRoutes({ db, contracts: leadContracts, mail, catalogue, publicUrl: mailSettings.publicUrl, guard, uploads: { store: uploadStore, storage, quota } }))
    .route('/uploadrma', rmaRoutes(db, { store: uploadStore, storage, guard, quota, mail }))
    .route('/admin', adminRoutes({ db, catalogue, uploadStore, onStockChange: notices.onStockChange, leadContracts, trustProxy, limitStore }))
    .all('*', (c) => c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}`, details: {} }, 404));

  const app = new Hono();
  app.onError((error, c) => {
    // The database restarting or out of reach is a moment to wait, not a failure of the request:
    // 503 with Retry-After, which the app's outbox honours, and no stack for each request.
    if (isDatabaseUnavailable(error)) {
      console.warn(`${c.req.method} ${c.req.path}: the database is not answering (${error.message}), answered 503`);
      c.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      c.header('cache-control', 'no-store');
      return c.json({ error: 'The store cannot save or read this right now; try again in a moment', details: {} }, 503);
    }
    console.error(error);
    return c.json({ error: 'Internal server error', details: {} }, 500);
  });
  app.use('*', securityHeaders({ trustProxy }));
  app.route('/api', api);
  app.route('/', healthRoutes({ db, storage, stopping }));
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
