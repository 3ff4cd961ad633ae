// Turns the figures into the table the bench prints and the page it writes
// (docs/performance.md): every figure beside its target, and the peers' published figures.
import { BUDGETS } from '../build-sizes.mjs';
import { RUNS, type LighthouseFigure } from './lighthouse';
import { TAP_RUNS, type TapFigure } from './taps';
import { LOAD_RUNS, type LoadFigure } from './loads';
import { median } from './median';
import { MESSAGES, SMTP_LATENCY_MS, type MailFigure } from './mail';
import type { InboxFigure } from './inbox';
import type { PlannerFigure } from './planner';
import type { SearchFigure } from './search';
import { LOAD_CONNECTIONS, LOAD_SECONDS, PAGE_CONNECTIONS, PAGE_LOAD_THREADS, PAGE_SECONDS, type ServerFigure } from './server';
import { PEERS, PEER_BYTES, TARGETS } from './targets';
import { PAGE_META, type StaticPageMeta } from '../../src/shared/content/page-meta';

interface RouteBytes {
  path: string;
  jsGzip: number;
  jsBr: number;
  cssGzip: number;
  cssBr: number;
  /** JS files a first visit loads before the page takes a tap, and their bytes (gzip). */
  pageFiles: number;
  pageJsGzip: number;
}

export interface BenchResults {
  machine: { cores: number; cpu: string; memoryGb: number; node: string; platform: string; date: string; loadAverage: number[] };
  minutes: number;
  lighthouseVersion: string;
  lighthouse: LighthouseFigure[];
  taps: TapFigure[];
  bytes: { routes: RouteBytes[]; shellCss: { gzip: number; br: number }; precache: { entries: number; raw: number; transfer: number } };
  loads: LoadFigure[];
  search: SearchFigure[];
  planner: PlannerFigure[];
  server: ServerFigure;
  mail: MailFigure;
  inbox: InboxFigure[];
}

export interface Check {
  figure: string;
  value: string;
  target: string;
  met: boolean;
  /** When missed: the lever left, and why it has not been pulled. */
  left?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const worst = <T>(items: readonly T[], of: (item: T) => number) => Math.max(...items.map(of));
const lowest = <T>(items: readonly T[], of: (item: T) => number) => Math.min(...items.map(of));
const isNoindex = (path: string) => (PAGE_META as Record<string, StaticPageMeta | undefined>)[path]?.noindex === true;

/** What is left when a target is missed: read by whoever runs the bench next. */
const LEFT = {
  lighthouse:
    'Pages are rendered on the server and link their stylesheets (docs/decisions/181, 250), so the first and largest ' +
    "paints come from the HTML and one stylesheet round trip. A missed score is most often Total Blocking Time, which swings from run to run.",
  tbt:
    'TBT: the page hydrates as soon as its modules have arrived (docs/decisions/250); the forms\' selects are native (207). ' +
    "Lighthouse counts wall time, which on two cores shared with the browser's other processes, Lighthouse and the server " +
    'is often two to four times the CPU time: compare builds by CPU time in their traces before trusting one median. ' +
    'Never defer hydration to lower it: a tap would wait longer.',
  taps:
    'First working tap: a page takes taps once its modules have arrived and hydrated (docs/decisions/250). Over HTTP/1.1 ' +
    'a page loads 60–100 small chunks six at a time, each a round trip on a slow line: fewer and larger chunks, or HTTP/2 ' +
    'from the proxy in front, are the levers.',
  lost: 'Lost inputs: a tap or keystroke before hydration must be kept (src/app/early-taps.ts, src/lib/use-typed-early.ts).',
  cls: 'CLS: a late element moves the page: give it a reserved size.',
  audits:
    "SEO and best practices: the failing audits are named in Lighthouse's report of that route (run it once by hand with --view). " +
    'On a machine without internet the home page logs the video thumbnails it cannot fetch (i.ytimg.com), which costs best practices.',
  page:
    'Rendered page: after the first request each answer comes from the HTML cache (server/pages/renderer.ts), precompressed. ' +
    "Read with autocannon, the load generator's threads reading every answer in JavaScript on the same two cores set the latency: " +
    'install wrk, or measure from another machine, before pulling a lever on the server.',
  js: 'Initial JS: lazy-load what the first screen does not need (docs/decisions/005, 021, 101).',
  css: "Render-blocking CSS: the app's one stylesheet holds Mantine's styles for the components it uses (docs/decisions/250): drop a component's line when it is no longer used.",
  loadBytes: "Warm/offline bytes: a load reached the network: check the service worker's precache list and routes (sw/sw.ts).",
  loadTiming:
    'responseStart: the shell comes from the service worker\'s precache, so this is the time to start the worker and read ' +
    'Cache Storage; it grows when the machine is busy (the median of three runs is reported).',
  search: 'Search: a keystroke that matches little scans the whole lowercased catalogue text: index it by first letters.',
  planner: 'Planner: each change reads every fixture again; read the fixtures once per catalogue and voltage, and draw the grids only of the plans shown.',
  server:
    'Server: the measured run shares two cores with the load generator; the answer is cached and precompressed ' +
    '(docs/decisions/102), so what remains per request is Node\'s HTTP parsing, Hono routing and the request log ' +
    'line. Re-run on a quiet machine before pulling another lever (a cluster of two processes would halve the cores ' +
    'left for everything else).',
  rss: 'RSS: an upload is held in memory somewhere: stream it to disk (server/rma/multipart.ts).',
  s3Rss: 'RSS to S3: more parts are buffered than PART_SIZE × PARTS_IN_FLIGHT allows, or the body is not streamed (server/rma/s3-upload-store.ts).',
  inbox:
    'Inbox: a list or a search slower than its target reads more than an index range: check the query plan of ' +
    "server/admin/leads.ts (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL) against migration 008's indexes. " +
    'The export reads EXPORT_BATCH leads at a time and yields between batches: a slow /healthz during it means a batch ' +
    'holds the event loop too long (SQLite reads block it), so make batches smaller.',
  mail:
    'Mail drain: each group of messages costs two commits (claim, outcome); on a disk slow to sync, those bound the ' +
    'rate before the mail server does. Larger groups would leave more messages "sending" after a crash, each then marked ' +
    'failed for staff to check (docs/decisions/156).',
};

export function checksOf(results: BenchResults): Check[] {
  const checks: Check[] = [];
  for (const route of results.lighthouse) {
    checks.push({ figure: `Lighthouse ${route.path}`, value: String(route.score), target: `≥ ${TARGETS.score}`, met: route.score >= TARGETS.score, left: LEFT.lighthouse });
  }
  for (const tap of results.taps) {
    const working = tap.firstWorkingMs;
    const target = tap.throttled ? TARGETS.firstWorkingTapMs : TARGETS.firstWorkingTapUnthrottledMs;
    const input = `${tap.path} ${tap.name}${tap.throttled ? '' : ', unthrottled'}`;
    checks.push(
      {
        figure: `First working input, ${input}`,
        value: working === null ? 'never' : ms(working),
        target: `≤ ${ms(target)}`,
        met: working !== null && working <= target,
        left: LEFT.taps,
      },
      { figure: `Lost inputs, ${input}`, value: `${tap.lost} of ${tap.sent}`, target: String(TARGETS.lostInputs), met: tap.lost <= TARGETS.lostInputs, left: LEFT.lost },
    );
  }
  const lh = results.lighthouse;
  // A page kept out of search engines on purpose (the cart) fails Lighthouse's "is crawlable" audit by design.
  const findable = lh.filter((route) => !isNoindex(route.path));
  checks.push(
    { figure: 'FCP, worst route', value: ms(worst(lh, (r) => r.fcpMs)), target: `≤ ${ms(TARGETS.fcpMs)}`, met: worst(lh, (r) => r.fcpMs) <= TARGETS.fcpMs, left: LEFT.lighthouse },
    { figure: 'LCP, worst route', value: ms(worst(lh, (r) => r.lcpMs)), target: `≤ ${ms(TARGETS.lcpMs)}`, met: worst(lh, (r) => r.lcpMs) <= TARGETS.lcpMs, left: LEFT.lighthouse },
    { figure: 'TBT, worst route', value: ms(worst(lh, (r) => r.tbtMs)), target: `≤ ${ms(TARGETS.tbtMs)}`, met: worst(lh, (r) => r.tbtMs) <= TARGETS.tbtMs, left: LEFT.tbt },
    { figure: 'CLS, worst route', value: worst(lh, (r) => r.cls).toFixed(3), target: `≤ ${TARGETS.cls}`, met: worst(lh, (r) => r.cls) <= TARGETS.cls, left: LEFT.cls },
    { figure: 'Lighthouse SEO, worst indexed route', value: String(lowest(findable, (r) => r.seo)), target: `${TARGETS.seo}`, met: lowest(findable, (r) => r.seo) >= TARGETS.seo, left: LEFT.audits },
    { figure: 'Lighthouse best practices, worst route', value: String(lowest(lh, (r) => r.bestPractices)), target: `${TARGETS.bestPractices}`, met: lowest(lh, (r) => r.bestPractices) >= TARGETS.bestPractices, left: LEFT.audits },
  );
  const home = results.bytes.routes.find((route) => route.path === '/')!;
  checks.push(
    { figure: 'Home initial JS (gzip)', value: kb(home.jsGzip), target: `≤ ${BUDGETS.routeJsGzip['/'] / 1024} KB`, met: home.jsGzip <= BUDGETS.routeJsGzip['/'], left: LEFT.js },
    {
      figure: 'Render-blocking CSS (gzip)',
      value: kb(results.bytes.shellCss.gzip),
      target: `≤ ${BUDGETS.shellCssGzip / 1024} KB`,
      met: results.bytes.shellCss.gzip <= BUDGETS.shellCssGzip,
      left: LEFT.css,
    },
  );
  for (const mode of ['warm', 'offline'] as const) {
    const loads = results.loads.filter((load) => load.mode === mode);
    const bytes = worst(loads, (load) => load.pageTransferBytes);
    const start = worst(loads, (load) => load.responseStartMs);
    checks.push(
      { figure: `${mode} load: bytes, worst route`, value: `${bytes} B`, target: '0 B', met: bytes <= TARGETS.warmBytes, left: LEFT.loadBytes },
      { figure: `${mode} load: responseStart, worst route`, value: ms(start), target: `≤ ${ms(TARGETS.responseStartMs)}`, met: start <= TARGETS.responseStartMs, left: LEFT.loadTiming },
    );
  }
  for (const figure of results.search) {
    const target = TARGETS.searchMsAt[figure.products];
    if (target === undefined) continue;
    checks.push({
      figure: `Search per keystroke, ${figure.products.toLocaleString('en-US')} products (worst)`,
      value: `${figure.worstKeystrokeMs.toFixed(2)} ms`,
      target: `≤ ${target} ms`,
      met: figure.worstKeystrokeMs <= target,
      left: LEFT.search,
    });
  }
  checks.push(...plannerChecks(results.planner));
  const { server, mail } = results;
  checks.push(
    { figure: 'GET /api/products (1k) throughput', value: `${Math.round(server.requestsPerSecond)} req/s`, target: `≥ ${TARGETS.requestsPerSecond}`, met: server.requestsPerSecond >= TARGETS.requestsPerSecond, left: LEFT.server },
    { figure: 'GET /api/products (1k) p99', value: ms(server.p99Ms), target: `≤ ${ms(TARGETS.p99Ms)}`, met: server.p99Ms <= TARGETS.p99Ms, left: LEFT.server },
    { figure: `Rendered product page, ${PAGE_CONNECTIONS} connections`, value: `${Math.round(server.page.requestsPerSecond)} req/s`, target: `≥ ${TARGETS.pageRequestsPerSecond}`, met: server.page.requestsPerSecond >= TARGETS.pageRequestsPerSecond && server.page.failures === 0, left: LEFT.page },
    { figure: 'Rendered product page p99', value: ms(server.page.p99Ms), target: `≤ ${ms(TARGETS.pageP99Ms)}`, met: server.page.p99Ms <= TARGETS.pageP99Ms, left: LEFT.page },
    { figure: `RMA upload ${server.uploadMb} MB: RSS growth`, value: `${server.rssGrowthMb.toFixed(1)} MB`, target: `≤ ${TARGETS.rssGrowthMb} MB`, met: server.uploadStatus === 201 && server.rssGrowthMb <= TARGETS.rssGrowthMb, left: LEFT.rss },
    { figure: `RMA upload ${server.s3Upload.megabytes} MB to S3: RSS growth`, value: `${server.s3Upload.rssGrowthMb.toFixed(1)} MB`, target: `≤ ${TARGETS.rssGrowthMb} MB`, met: server.s3Upload.status === 201 && server.s3Upload.rssGrowthMb <= TARGETS.rssGrowthMb, left: LEFT.s3Rss },
    { figure: `Mail backlog of ${mail.messages.toLocaleString('en-US')} drained`, value: `${Math.round(mail.perSecond)} messages/s`, target: `≥ ${TARGETS.mailPerSecond}`, met: mail.perSecond >= TARGETS.mailPerSecond, left: LEFT.mail },
  );
  checks.push(...inboxChecks(results.inbox));
  return checks.map((check) => (check.met ? { ...check, left: undefined } : check));
}

/**
 * The planner's worst change beside its target: the seeded catalogue growers use, and one ten
 * times larger. The largest generated one is in the table only, to show where the time goes.
 */
export function plannerChecks(figures: readonly PlannerFigure[]): Check[] {
  return figures.filter((figure) => figure.products <= 1_000).map((figure) => {
    const met = figure.worstChangeMs <= TARGETS.plannerChangeMs;
    return {
      figure: `Planner per input change, ${figure.products.toLocaleString('en-US')} products (worst)`,
      value: `${figure.worstChangeMs.toFixed(2)} ms`,
      target: `≤ ${TARGETS.plannerChangeMs} ms`,
      met,
      left: met ? undefined : LEFT.planner,
    };
  });
}

/** The inbox's figures beside their targets, one set per database measured. */
export function inboxChecks(inboxes: readonly InboxFigure[]): Check[] {
  const target = TARGETS.inbox;
  return inboxes.flatMap((inbox) => {
    const at = `${inbox.leads.toLocaleString('en-US')} leads, ${inbox.database}`;
    const filter = worst(inbox.filters, (f) => f.ms);
    const search = worst(inbox.searches, (s) => s.ms);
    const check = (figure: string, value: number, limit: number, unit: string, format = (n: number) => `${Math.round(n)} ${unit}`) => ({
      figure: `Inbox ${figure} (${at})`,
      value: format(value),
      target: `≤ ${limit} ${unit}`,
      met: value <= limit,
      left: LEFT.inbox,
    });
    return [
      check('first page', inbox.firstPageMs, target.firstPageMs, 'ms'),
      check('filter, worst', filter, target.filterMs, 'ms'),
      check('search, worst', search, target.searchMs, 'ms'),
      check('CSV first byte', inbox.csvFirstByteMs, target.csvFirstByteMs, 'ms'),
      check('CSV export: RSS growth', inbox.rssGrowthMb, target.csvRssGrowthMb, 'MB', (n) => `${n.toFixed(1)} MB`),
      check('/healthz p99 during the export', inbox.healthzP99Ms, target.healthzP99Ms, 'ms'),
    ];
  });
}

/** The inbox's figures in full, for the page the bench writes. */
export function inboxSection(inboxes: readonly InboxFigure[]) {
  return inboxes
    .map(
      (inbox) => `### ${inbox.leads.toLocaleString('en-US')} leads on ${inbox.database}

${table(
  ['Figure', 'Value'],
  [
    ['Leads generated and stored (indexes included)', `${inbox.generateSeconds.toFixed(1)} s`],
    ['First page (newest 500)', ms(inbox.firstPageMs)],
    ['Page 200 (by cursor)', ms(inbox.deepPageMs)],
    ...inbox.filters.map((f) => [`Filter \`${f.query}\` (${f.total.toLocaleString('en-US')} match)`, ms(f.ms)]),
    ...inbox.searches.map((s) => [`Search "${s.query}" (${s.total.toLocaleString('en-US')} match)`, ms(s.ms)]),
    ['CSV first byte', ms(inbox.csvFirstByteMs)],
    ['CSV total', `${inbox.csvSeconds.toFixed(1)} s (${inbox.csvMegabytes.toFixed(1)} MB, ${inbox.csvRows.toLocaleString('en-US')} rows)`],
    ['Server RSS growth during the export', `${inbox.rssGrowthMb.toFixed(1)} MB`],
    ['/healthz p99 during the export', `${ms(inbox.healthzP99Ms)} (${inbox.healthzChecks} checks)`],
  ],
)}`,
    )
    .join('\n\n');
}

/** The one table the bench prints. */
export function consoleTable(checks: readonly Check[]) {
  const rows = checks.map((check) => [check.figure, check.value, check.target, check.met ? 'met' : 'MISSED']);
  const header = ['Figure', 'Value', 'Target', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const table = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

export function markdown(results: BenchResults, checks: readonly Check[]) {
  const { machine, bytes, server, mail } = results;
  const missed = checks.filter((check) => !check.met);
  const leftNotes = [...new Set(missed.map((check) => check.left!))];
  return `# Performance

Written by \`npm run bench\` (scripts/bench/) on ${machine.date}; do not edit by hand, re-run it.

Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}, ${machine.platform}.
Load average when the bench started: ${machine.loadAverage.map((value) => value.toFixed(2)).join(', ')} (timings are only
comparable on a quiet machine). The bench took ${results.minutes.toFixed(1)} minutes.

## How to reproduce

\`\`\`sh
npm install
npm run bench        # builds dist/ first when it is missing; 5–10 minutes
\`\`\`

It starts the production server (\`node dist-server/index.js\`) on a free loopback port with a
throwaway DATA_DIR, and Debian's Chromium (or CHROMIUM_PATH). Lighthouse ${results.lighthouseVersion} runs with its default
mobile config and simulated throttling, ${RUNS} runs per route, each figure the
median of its runs. \`node --import tsx scripts/bench/generate-catalogue.ts 10000\` prints a generated catalogue.

## Targets

${table(['Figure', 'Value', 'Target', ''], checks.map((check) => [check.figure, check.value, check.target, check.met ? 'met' : '**missed**']))}

${missed.length === 0 ? 'Every target is met.' : `### What is left\n\n${leftNotes.map((note) => `- ${note}`).join('\n')}`}

## Lighthouse (mobile, simulated throttling, median of ${RUNS})

${table(
  ['Route', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'SEO', 'Best practices', 'benchmarkIndex', 'Scores of the runs'],
  results.lighthouse.map((r) => [r.path, r.score, ms(r.fcpMs), ms(r.lcpMs), ms(r.tbtMs), r.cls.toFixed(3), r.seo, r.bestPractices, Math.round(r.benchmarkIndex), r.scores.join(', ')]),
)}

Targets: score ≥ ${TARGETS.score}, FCP ≤ ${TARGETS.fcpMs} ms, LCP ≤ ${TARGETS.lcpMs} ms,
TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}.

## Taps and typing as a person makes them (Playwright, Chromium, 390 px touch)

${table(
  ['Route', 'Input', 'CPU and line', 'First paint', 'First working input', 'Lost inputs'],
  results.taps.map((tap) => [
    tap.path,
    tap.name,
    tap.throttled ? '4×, 150 ms, 1.6 Mbps' : 'full speed',
    ms(tap.firstPaintMs),
    tap.firstWorkingMs === null ? 'never' : ms(tap.firstWorkingMs),
    `${tap.lost} of ${tap.sent}`,
  ]),
)}

scripts/bench/taps.ts: each input is made the moment its control is visible (scrolled into view, as a thumb does), then
every 100 ms; "first working" is when the first one's effect showed (the cart counted, the menu or dialog open, the
search's suggestions listed, the typed name in its field), after navigation start, median of ${TAP_RUNS} loads in a fresh
browser; "lost" counts the inputs whose effect never showed, or was undone, in the worst load.

### Peers

${table(['Storefront', 'Lighthouse mobile', 'Source'], [['Verdant (this build, median over the routes above)', String(median(results.lighthouse.map((r) => r.score))), 'this bench'], ...PEERS.map((peer) => [peer.name, peer.score, peer.note])])}

## Bytes

${table(
  ['Route', 'Initial JS gzip', 'Initial JS br', 'CSS gzip', 'CSS br', 'JS before the first tap (files)'],
  bytes.routes.map((route) => [route.path, kb(route.jsGzip), kb(route.jsBr), kb(route.cssGzip), kb(route.cssBr), `${kb(route.pageJsGzip)} (${route.pageFiles})`]),
)}

Render-blocking CSS of the shell (linked from index.html): ${kb(bytes.shellCss.gzip)} gzip, ${kb(bytes.shellCss.br)} br.
Precache: ${bytes.precache.entries} entries, ${kb(bytes.precache.raw)} (${kb(bytes.precache.transfer)} over the wire with brotli).
Earlier, on a skeleton of this stack: ${PEER_BYTES.skeletonJsGzipKb} KB JS gzip; Mantine's full stylesheet ${PEER_BYTES.mantineFullCssGzipKb} KB gzip, per-component CSS for 15 components ${PEER_BYTES.mantinePerComponentCssGzipKb} KB.
"Initial" is what a route needs before it renders: the entry chunk, the route's own chunks and their static imports;
"before the first tap" adds the lazy sections and dialogs the server preloads with the page, which hydration waits for.

## Warm and offline loads (Playwright, Chromium)

${table(
  ['Route', 'Load', 'Page bytes (transferSize)', 'Bytes on the wire', 'responseStart', 'FCP'],
  results.loads.map((load) => [load.path, load.mode, load.pageTransferBytes, load.wireBytes, ms(load.responseStartMs), ms(load.fcpMs)]),
)}

Median of ${LOAD_RUNS} loads per route (bytes: the most any of them moved). Warm: the server runs and the service worker is installed; offline: the server has been stopped. "Page bytes" sums
\`transferSize\` over the navigation and every resource (0 when the service worker answered). "Bytes on the wire" counts
everything the server sent through a proxy while the page loaded and settled, including the service worker's background
refresh of the catalogue (a 304 when it has not changed) and its own update check.

## Live search (per keystroke)

${table(
  ['Products', 'Index build (once per list)', 'Mean per keystroke', 'Worst keystroke'],
  results.search.map((s) => [s.products.toLocaleString('en-US'), ms(s.indexMs), `${s.meanKeystrokeMs.toFixed(3)} ms`, `${s.worstKeystrokeMs.toFixed(3)} ms`]),
)}

The real catalogue search (src/lib/product-search.ts) over generated catalogues (scripts/bench/generate-catalogue.ts),
each prefix of four typed texts, the last of which matches nothing (every keystroke scans the whole list).

## Room planner (per input change)

${table(
  ['Products', 'Plans per change (most)', 'Mean per change', 'Worst change'],
  results.planner.map((p) => [p.products.toLocaleString('en-US'), p.plans, `${p.meanChangeMs.toFixed(3)} ms`, `${p.worstChangeMs.toFixed(3)} ms`]),
)}

The real planner model (src/features/planner/model.ts): the fixtures read at the chosen voltage and a plan made for each,
through nine changes of a room, its stage, voltage, target, hours and price; the seeded catalogue, then generated ones.

## Server

${table(
  ['Figure', 'Value'],
  [
    ['GET /api/products, products listed', server.products],
    ['Answer size (brotli)', kb(server.responseBytes)],
    ['Throughput', `${Math.round(server.requestsPerSecond)} req/s`],
    ['p99 latency', ms(server.p99Ms)],
    ['Failed requests', server.failures],
    [`RMA upload of ${server.uploadMb} MB: status`, server.uploadStatus],
    ['RMA upload: server RSS growth', `${server.rssGrowthMb.toFixed(1)} MB`],
    [`RMA upload of ${server.s3Upload.megabytes} MB to S3 (s3rver): status`, server.s3Upload.status],
    ['RMA upload to S3: server RSS growth', `${server.s3Upload.rssGrowthMb.toFixed(1)} MB`],
    [`GET ${server.page.path} (rendered HTML, brotli)`, kb(server.page.responseBytes)],
    ['Rendered page throughput', `${Math.round(server.page.requestsPerSecond)} req/s`],
    ['Rendered page p99 latency', ms(server.page.p99Ms)],
    ['Rendered page failed requests', server.page.failures],
  ],
)}

On loopback, Accept-Encoding br as a browser sends it, after a 2 s warm-up: the product list with autocannon and ${LOAD_CONNECTIONS} connections
for ${LOAD_SECONDS} s, a product page of the same catalogue with ${server.page.loadGenerator} and ${PAGE_CONNECTIONS} connections from ${PAGE_LOAD_THREADS} threads for ${PAGE_SECONDS} s.

## Staff inbox

${inboxSection(results.inbox)}

scripts/bench/inbox.ts: leads generated by server/testing/generated-leads.ts (three kinds, several to an instant, all
but the newest 2 % handled), the server started on them, each list request the median of 7 over HTTP with the staff
session; the export read to its end while \`/healthz\` is asked 20 ms after each answer and the server's RSS is sampled
every 25 ms. PostgreSQL is measured when the bench runs with DATABASE_URL set (a throwaway database is made on that server).

## Mail

${table(
  ['Figure', 'Value'],
  [
    ['Messages pending at the start', mail.messages],
    ['Drained in', `${mail.seconds.toFixed(1)} s`],
    ['Rate', `${Math.round(mail.perSecond)} messages/s`],
  ],
)}

The server's sender (server/mail/sender.ts) on SQLite, through SMTP to a mail server on loopback that takes
${SMTP_LATENCY_MS} ms to accept each message, from its start until none of the ${MESSAGES} messages is pending.
`;
}
