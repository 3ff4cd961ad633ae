import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { migrate, openDatabase } from './db/connection';
import { seedCatalogue } from './catalogue/seed';
import { withRequestLog } from './lib/request-log';

const config = readConfig();
const db = openDatabase(config.dataDir);
await migrate(db);
const added = await seedCatalogue(db);
if (added > 0) console.log(`catalogue: seeded ${added} products`);

const app = withRequestLog(createApp({ db, dataDir: config.dataDir, distDir: config.distDir }));
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Verdant listening on http://${config.host === '0.0.0.0' ? 'localhost' : info.address}:${info.port} (data in ${config.dataDir})`);
});

const shutdown = () => {
  server.close();
  void db.destroy().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
