// Fails npm test when what a visitor downloads grows past its budget. Deterministic: byte
// sizes of the built files (gzip -9), read through Vite's manifest and the service worker's
// precache list; timings belong to the benchmark (npm run bench), never here.
import path from 'node:path';
import { BUDGETS, MEASURED_ROUTES, readBuild } from './build-sizes.mjs';

const KB = 1024;

const build = readBuild(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const rows = [
  ...MEASURED_ROUTES.map(({ path: route, id }) => ['initial JS ' + route, build.route(id).js.gzip, BUDGETS.routeJsGzip[route]]),
  ...MEASURED_ROUTES.map(({ path: route, id }) => ['JS before the first tap ' + route, build.page(id).js.gzip, BUDGETS.pageJsGzip[route]]),
  ['render-blocking CSS', build.shellCss().gzip, BUDGETS.shellCssGzip],
  ['precache (raw)', build.precache().raw, BUDGETS.precacheRaw],
];

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`budgets for ${path.relative(process.cwd(), build.dist) || '.'} (gzip unless said)`);
for (const [name, size, budget] of rows) {
  console.log(`${name.padEnd(width)}  ${kb(size).padStart(9)}  of ${kb(budget).padStart(9)}  ${size > budget ? 'OVER' : 'ok'}`);
}
const over = rows.filter(([, size, budget]) => size > budget);
if (over.length > 0) {
  console.error(`${over.length} budget(s) exceeded: lazy-load what the first screen does not need (docs/decisions/005, 021, 101).`);
  process.exit(1);
}
