import { Hono } from 'hono';
import type { Db } from './db/connection';
import { createCatalogue } from './catalogue/repository';
import { leadRoutes } from './routes/leads';
import { productRoutes } from './routes/products';
import { subscriptionRoutes } from './routes/subscriptions';
import { rebateRoutes } from './routes/rebates';
import { rmaRoutes } from './routes/rma';
import { uploadsDirOf } from './rma/storage';
import { createStaticFiles } from './static';

export interface AppDeps {
  db: Db;
  dataDir: string;
  distDir: string;
}

/** The whole HTTP surface: `/api/*` first, then the built PWA with its SPA fallback. */
export function createApp({ db, dataDir, distDir }: AppDeps) {
  const catalogue = createCatalogue(db);
  const files = createStaticFiles(distDir);

  const api = new Hono()
    .route('/products', productRoutes(catalogue))
    .route('/requestproduct', subscriptionRoutes(db))
    .route('/', leadRoutes(db))
    .route('/', rebateRoutes(db))
    .route('/uploadrma', rmaRoutes(db, { uploadsDir: uploadsDirOf(dataDir) }))
    .all('*', (c) => c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404));

  const app = new Hono();
  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: 'Internal server error' }, 500);
  });
  app.route('/api', api);
  app.on(['GET', 'HEAD'], '*', (c) => {
    const file = files.serve(c, c.req.path);
    if (file) return file;
    // A missing file with an extension is a real 404; anything else is an app route.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
    return files.serveShell(c) ?? c.text('The app is not built yet: run npm run build', 503);
  });
  return app;
}
