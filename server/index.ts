import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadServerBuild } from './pages/renderer';
import { readConfig } from './config';
import { migrate, openDatabase } from './db/connection';
import { seedCatalogue } from './catalogue/seed';
import { withRequestLog } from './lib/request-log';
import { recoverAtStart } from './recovery';
import { ensureAdminPassword } from './admin/password';
import { createMailSender } from './mail/sender';
import { createTransport } from './mail/transport';

const config = readConfig();
const db = openDatabase(config.dataDir, config.databaseUrl);
await migrate(db);
const added = await seedCatalogue(db);
if (added > 0) console.log(`catalogue: seeded ${added} products`);
const recovered = await recoverAtStart(db, config.dataDir);
if (recovered.moved + recovered.removed + recovered.releasedClaims + recovered.interruptedMail > 0) {
  console.log(
    `recovery: ${recovered.moved} committed uploads moved into place, ${recovered.removed} orphan files removed, ${recovered.releasedClaims} unanswered Idempotency-Key claims released, ${recovered.interruptedMail} messages interrupted mid-send marked failed`,
  );
}

const { generated } = await ensureAdminPassword(db, config.adminPassword);
if (generated) {
  console.log(`staff: generated the /admin password (shown this once; set ADMIN_PASSWORD to choose another): ${generated}`);
}
const transport = createTransport({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });
const stopMail = createMailSender({ db, transport, from: config.mail.from }).start();
console.log(`mail: sending through ${transport.description}`);

const serverBuild = await loadServerBuild(config.distDir, config.mail.publicUrl);
if (!serverBuild) console.log('pages: no server build in DIST_DIR, every page renders in the browser');
const app = withRequestLog(createApp({ db, ...config, serverBuild }));
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Verdant listening on http://${config.host === '0.0.0.0' ? 'localhost' : info.address}:${info.port} (data in ${config.dataDir})`);
});

const shutdown = () => {
  server.close();
  void stopMail()
    .then(() => transport.close())
    .then(() => db.destroy())
    .finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
