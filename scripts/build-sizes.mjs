// Sizes of a build as a visitor's browser downloads it, read from dist/: Vite's manifest says
// which chunks a route needs before it can render, the service worker says what it precaches.
// Shared by the budget check (npm test) and the benchmark (npm run bench).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readChunkGraph } from '../server/pages/page-assets.ts';

/** What npm test allows (scripts/check-budget.mjs); the bench reports the home route and the CSS against them. */
export const BUDGETS = {
  /** Initial JS per route, gzip: the entry, the route's chunks and their static imports. */
  routeJsGzip: {
    // 125 KB until the route heads left the browser's build (decision 250): the bundler then
    // shares the entry's modules with the routes through ten more, smaller chunks. 128 KB until
    // the planner and compare routes joined the router's tree, which every page loads, and the
    // header's links (decision 282), as for the catalogue's 160.
    '/': 129 * 1024,
    '/categories': 162 * 1024,
    // 165 KB until the planner and compare routes joined the router's tree and the page gained
    // its compare toggle (decision 282); 167 KB until the related lights' cards had theirs too, and
    // then the booth route joined the tree and every page gained the booth bar's slot (decision 290).
    '/product/IL-L1050MS': 168 * 1024,
    '/cart': 140 * 1024,
    // The longest form: every field, its checks and the outbox load with it, plus the hydration of
    // a server-rendered page.
    '/rma': 215 * 1024,
    '/usa-retailers': 145 * 1024,
  },
  /**
   * Stylesheets index.html links, gzip: they hold back the first paint of every page. Mantine's
   * component styles are in it (decision 250): about 9 KB of the 19.
   */
  shellCssGzip: 20 * 1024,
  /** Everything the service worker downloads at install, uncompressed (as Workbox counts it). */
  precacheRaw: 1300 * 1024,
};

/** The routes the budgets and the benchmark measure, with the file that defines each. */
export const MEASURED_ROUTES = [
  { path: '/', file: 'src/routes/index.tsx' },
  { path: '/categories', file: 'src/routes/categories.tsx' },
  { path: '/product/IL-L1050MS', file: 'src/routes/product.$sku.tsx' },
  { path: '/cart', file: 'src/routes/cart.tsx' },
  { path: '/rma', file: 'src/routes/rma.tsx' },
  { path: '/usa-retailers', file: 'src/routes/usa-retailers.tsx' },
];

const gzipSize = (body) => zlib.gzipSync(body, { level: 9 }).length;
const brotliSize = (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function readBuild(distDir) {
  const dist = path.resolve(distDir);
  const { manifest, closure, chunksOfFile, entry } = readChunkGraph(dist);
  const sizes = new Map();
  /** Raw, gzip and brotli bytes of one built file (gzip -9 and brotli 11, as scripts/compress.mjs writes them). */
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const body = fs.readFileSync(path.join(dist, file));
      sizes.set(file, { raw: body.length, gzip: gzipSize(body), br: brotliSize(body) });
    }
    return sizes.get(file);
  };
  const total = (files) =>
    files.reduce((sum, file) => {
      const size = sizeOf(file);
      return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, br: sum.br + size.br };
    }, { raw: 0, gzip: 0, br: 0 });

  const cssOf = (keys) => [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];

  /** The stylesheets index.html links: they block the first render of every page. */
  const shellCss = () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const files = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);
    return total(files);
  };

  /** JS and CSS a route needs before it renders: the entry, the route's own chunks and their static imports. */
  const route = (routeFile) => {
    const own = chunksOfFile(routeFile);
    if (own.length === 0) throw new Error(`${routeFile} is not in the build's manifest`);
    const chunks = closure([...entry, ...own]);
    return { js: total([...chunks].map((key) => manifest[key].file)), css: total(cssOf(chunks)) };
  };

  /** What the service worker downloads at install: the manifest Workbox injected into sw.js. */
  const precache = () => {
    const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map((match) => match[1]);
    if (urls.length === 0) throw new Error('No precache manifest found in sw.js');
    // What travels: the precompressed variant the server picks for a browser (brotli), when there is one.
    const transfer = urls.reduce((sum, url) => {
      const file = path.join(dist, url);
      return sum + fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
    }, 0);
    return { entries: urls.length, raw: urls.reduce((sum, url) => sum + fs.statSync(path.join(dist, url)).size, 0), transfer };
  };

  return { dist, route, shellCss, precache };
}
