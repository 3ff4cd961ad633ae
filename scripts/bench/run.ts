// npm run bench: every performance figure of the storefront beside its target. Builds dist/
// when it is missing, starts its own production servers, prints one table and writes
// docs/performance.md. `npm run bench -- inbox [leads]` measures the staff inbox alone (no build,
// the server run from its sources) and prints its table without writing the page.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '../../server/config';
import { MEASURED_ROUTES, readBuild } from '../build-sizes.mjs';
import { SERVER_ENTRY } from '../server-entry.mjs';
import { startAppServer } from './app-server';
import { benchLighthouse } from './lighthouse';
import { benchLoads } from './loads';
import { benchMailDrain } from './mail';
import { benchInbox } from './inbox';
import { checksOf, consoleTable, inboxChecks, markdown, plannerChecks, type BenchResults } from './report';
import { benchPlanner } from './planner';
import { benchSearch } from './search';
import { benchTaps } from './taps';
import { benchServer } from './server';

const started = Date.now();
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT_DIR, 'dist'));
const progress = (line: string) => process.stderr.write(`${line}\n`);

if (process.argv[2] === 'inbox') {
  progress(`inbox (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})…`);
  // A count after the word, for a quicker look at a smaller inbox.
  const leads = process.argv[3] ? Number(process.argv[3]) : undefined;
  const inbox = await benchInbox({ distDir, fromSources: true, progress, leads });
  console.log(consoleTable(inboxChecks([inbox])));
  console.log(JSON.stringify(inbox, null, 2));
  process.exit(0);
}

if (process.argv[2] === 'planner') {
  console.log(consoleTable(plannerChecks(benchPlanner())));
  process.exit(0);
}

if (!fs.existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
  progress(`No build in ${distDir}: building…`);
  const out = JSON.stringify(distDir);
  const serverOut = JSON.stringify(path.join(distDir, 'server'));
  // The same two builds as npm run build: the app, then its server half that renders pages.
  execSync(`npx vite build --outDir ${out} --emptyOutDir && npx vite build --ssr src/app/entry-server.tsx --outDir ${serverOut} && node scripts/compress.mjs ${out}`, {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
}

if (!fs.existsSync(SERVER_ENTRY)) {
  progress('No compiled server: building…');
  execSync('npx vite build --ssr server/index.ts --outDir dist-server --emptyOutDir', { cwd: ROOT_DIR, stdio: 'inherit' });
}

const machine = {
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  loadAverage: os.loadavg(),
};
const paths = MEASURED_ROUTES.map((route) => route.path);

progress('bytes…');
const build = readBuild(distDir);
const bytes = {
  routes: MEASURED_ROUTES.map(({ path: routePath, id }) => {
    const { js, css } = build.route(id);
    const page = build.page(id);
    return { path: routePath, jsGzip: js.gzip, jsBr: js.br, cssGzip: css.gzip, cssBr: css.br, pageFiles: page.files, pageJsGzip: page.js.gzip };
  }),
  shellCss: build.shellCss(),
  precache: build.precache(),
};

const app = await startAppServer({ distDir });
let lighthouse;
let taps;
let loads;
try {
  progress('lighthouse…');
  lighthouse = await benchLighthouse(app.url, paths, progress);
  progress('taps…');
  taps = await benchTaps(app.url, progress);
  progress('warm and offline loads…');
  // Stops the server half-way, for the offline loads.
  loads = await benchLoads(app, paths);
} finally {
  await app.stop();
}

// After the browser's figures: the search bench leaves this process with a heap of 100,000
// products, and Lighthouse runs in this process too: collecting that heap could compete with
// the page it measures.
progress('search…');
const search = benchSearch();
progress('planner…');
const planner = benchPlanner();

progress('server…');
const server = await benchServer(distDir);
progress('mail…');
const mail = await benchMailDrain();
progress(`inbox (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})…`);
const inbox = [await benchInbox({ distDir, progress })];

const results: BenchResults = {
  machine,
  minutes: (Date.now() - started) / 60_000,
  lighthouseVersion: createRequire(import.meta.url)('lighthouse/package.json').version,
  lighthouse,
  taps,
  bytes,
  loads,
  search,
  planner,
  server,
  mail,
  inbox,
};
const checks = checksOf(results);
console.log(consoleTable(checks));
fs.writeFileSync(path.join(ROOT_DIR, 'docs', 'performance.md'), markdown(results, checks));
progress(`docs/performance.md written (${results.minutes.toFixed(1)} minutes)`);
