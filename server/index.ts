import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadServerBuild } from './pages/renderer';
import { readConfig } from './config';
import { migrate, openDatabase } from './db/connection';
import { seedCatalogue } from './catalogue/seed';
import { withRequestLog } from './lib/request-log';
import { recoverAtStart } from './recovery';
import { createUploadStore } from './rma/upload-store';
import { ensureAdminPassword } from './admin/password';
import { createMailSender } from './mail/sender';
import { createTransport } from './mail/transport';

/** How long SIGTERM waits for requests in flight (an upload on a slow line) before cutting them. */
const SHUTDOWN_GRACE_MS = 30_000;

/** A setting the server cannot run with stops it here, with the setting's own message rather than a stack. */
function readConfigOrExit() {
  try {
    return readConfig();
  } catch (error) {
    console.error(`configuration: ${(error as Error).message}`);
    process.exit(1);
  }
}

const config = readConfigOrExit();
if (/^(1|true|yes)$/i.test(process.env.TRUST_PROXY?.trim() ?? '')) console.warn('configuration: TRUST_PROXY=1 believes proxies on this host only; name remote proxies, e.g. TRUST_PROXY=10.0.0.5');
const db = openDatabase(config.dataDir, config.databaseUrl);
await migrate(db);
const added = await seedCatalogue(db);
if (added > 0) console.log(`catalogue: seeded ${added} products`);
const uploadStore = createUploadStore(config.uploads, config.dataDir);
const recovered = await recoverAtStart(db, uploadStore);
if (recovered.moved + recovered.removed + recovered.releasedClaims + recovered.interruptedMail > 0) {
  console.log(
    `recovery: ${recovered.moved} committed uploads moved into place, ${recovered.removed} orphan files removed, ${recovered.releasedClaims} unanswered Idempotency-Key claims released, ${recovered.interruptedMail} messages interrupted mid-send queued again`,
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
const app = withRequestLog(createApp({ db, ...config, uploadStore, uploadLimits: { diskReserveBytes: config.diskReserveBytes }, serverBuild }));
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Verdant listening on http://${config.host === '0.0.0.0' ? 'localhost' : info.address}:${info.port} (data in ${config.dataDir}, uploads in ${uploadStore.description})`);
}) as Server;

/**
 * SIGTERM (systemd, docker stop) and SIGINT: stop accepting connections, let the requests in
 * flight finish (idle keep-alive connections are closed as they fall idle; whatever still runs
 * after SHUTDOWN_GRACE_MS is cut), let the message being sent finish, then close the database.
 * Nothing a client was told is stored can be lost: each write commits before it is answered.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests in flight, then stopping`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearInterval(idle);
  clearTimeout(cut);
  await stopMail();
  transport.close();
  await db.destroy();
  console.log('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
