// Fails when the JavaScript a visitor downloads before the home page shows grows past the
// budget. Deterministic: gzip sizes of the built chunks, read through Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGETS = {
  /** Initial JS of the home route, gzip. */
  homeJsGzip: 125 * 1024,
};

const dist = path.resolve(process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** A chunk and everything it imports statically: what the browser must fetch before running it. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const homeRoute = Object.keys(manifest).filter((key) => /^src\/routes\/index\.tsx/.test(key));
const chunks = closure([...entry, ...homeRoute]);
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const total = [...chunks].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`home route initial JS: ${kb(total)} gzip in ${chunks.size} chunks (budget ${kb(BUDGETS.homeJsGzip)})`);
if (total > BUDGETS.homeJsGzip) {
  console.error('JS budget exceeded: lazy-load what the first screen does not need.');
  process.exit(1);
}
