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
import { sweepUploadsEvery } from './rma/sweeper';
import { REQUEST_TIMEOUT_MS } from './rma/storage';
import { AdminPasswordMismatch, ensureAdminPassword } from './admin/password';
import { createMailSender } from './mail/sender';
import { createTransport } from './mail/transport';

/** How long SIGTERM waits for requests in flight (an upload on a slow line) before cutting them. */
const SHUTDOWN_GRACE_MS = 30_000;
/** How long an idle keep-alive connection is kept: longer than the proxies in front keep theirs. */
const KEEP_ALIVE_MS = 125_000;

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
// Before anything else is done: an instance that will not start changes nothing.
const { generated, rotated } = await ensureAdminPassword(db, config.adminPassword, { rotate: config.adminPasswordRotate }).catch(async (error: unknown) => {
  if (!(error instanceof AdminPasswordMismatch)) throw error;
  // A refusal the operator must act on: said in one line, with nothing left open.
  console.error(`staff: ${error.message}`);
  await db.destroy();
  process.exit(1);
});
if (rotated) console.log('staff: ADMIN_PASSWORD replaced the stored staff password (ADMIN_PASSWORD_ROTATE); every staff member was signed out');
if (generated) {
  console.log(`staff: generated the /admin password (shown this once; set ADMIN_PASSWORD to choose another): ${generated}`);
}
const added = await seedCatalogue(db);
if (added > 0) console.log(`catalogue: seeded ${added} products`);
const uploadStore = await createUploadStore(config.uploads, config.dataDir);
const recovered = await recoverAtStart(db, uploadStore);
if (recovered.moved + recovered.removed + recovered.releasedClaims + recovered.interruptedMail > 0) {
  console.log(
    `recovery: ${recovered.moved} committed uploads moved into place, ${recovered.removed} orphan files removed, ${recovered.releasedClaims} unanswered Idempotency-Key claims released, ${recovered.interruptedMail} messages interrupted mid-send queued again`,
  );
}

const stopSweeping = sweepUploadsEvery(db, uploadStore);

const transport = createTransport({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });
const stopMail = createMailSender({ db, transport, from: config.mail.from }).start();
console.log(`mail: sending through ${transport.description}`);

const serverBuild = await loadServerBuild(config.distDir, config.mail.publicUrl);
if (!serverBuild) console.log('pages: no server build in DIST_DIR, every page renders in the browser');
let stopping = false;
const app = withRequestLog(
  createApp({ db, ...config, uploadStore, uploadLimits: { diskReserveBytes: config.diskReserveBytes }, serverBuild, stopping: () => stopping }),
);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Verdant listening on http://${config.host === '0.0.0.0' ? 'localhost' : info.address}:${info.port} (data in ${config.dataDir}, uploads in ${uploadStore.description})`);
}) as Server;
// A proxy in front keeps idle connections to the instances and reuses them (Caddy for 2 min,
// nginx and most balancers for 60 s). Were this side to close one first, a request the proxy
// sends on it at that moment is lost; a POST is not sent again. So idle connections are kept
// longer than any of those, and the proxy is always the one to close them.
server.keepAliveTimeout = KEEP_ALIVE_MS;
// Node's default, stated: the sweep's claim window is reckoned from it (decision 214).
server.requestTimeout = REQUEST_TIMEOUT_MS;
// While stopping, every answer closes its connection behind it: no connection stays for the
// proxy to reuse once the listener is closed (prepended, so it runs before the app writes).
server.prependListener('request', (_request, response) => {
  if (stopping) response.shouldKeepAlive = false;
});

const pause = (ms: number, cut: Promise<void>) => Promise.race([new Promise<void>((resolve) => setTimeout(resolve, ms)), cut]);
let skipDrain = () => {};
const drainCut = new Promise<void>((resolve) => (skipDrain = resolve));

/**
 * SIGTERM (systemd, docker stop) and SIGINT: first `/readyz` answers 503 while everything else
 * is served for SHUTDOWN_DRAIN_MS, so that a proxy checking it turns away before anything is
 * refused (decision 211); each answer meanwhile closes its connection. Then the listener closes,
 * idle connections are closed, the requests in flight finish (whatever still runs after
 * SHUTDOWN_GRACE_MS is cut), the message being sent finishes, and the database closes. A second
 * signal skips what is left of the drain. Nothing a client was told is stored can be lost: each
 * write commits before it is answered.
 */
async function shutdown(signal: string) {
  if (stopping) return skipDrain();
  stopping = true;
  console.log(`${signal}: /readyz answers 503; serving ${config.drainMs} ms more, then finishing the requests in flight and stopping`);
  await pause(config.drainMs, drainCut);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearInterval(idle);
  clearTimeout(cut);
  await stopMail();
  await stopSweeping();
  transport.close();
  await db.destroy();
  console.log('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
