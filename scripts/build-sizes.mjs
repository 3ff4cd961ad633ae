// Sizes of a build as a visitor's browser downloads it, read from dist/: Vite's manifest says
// which chunks a route needs before it can render, the service worker says what it precaches.
// Shared by the budget check (npm test) and the benchmark (npm run bench).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readChunkGraph, readPageAssets } from '../server/pages/page-assets.ts';
import { routeFileOf } from '../src/shared/route-files.ts';

/** What npm test allows (scripts/check-budget.mjs); the bench reports the home route and the CSS against them. */
export const BUDGETS = {
  /**
   * Initial JS per route, gzip: the entry, the route's chunks and what they import. Since the
   * browser's code is cut into an entry chunk and one chunk of what lazy parts share (decision
   * 291), every route but the home page imports that shared chunk; a page then loads fewer
   * files, each bigger.
   */
  routeJsGzip: {
    '/': 125 * 1024,
    '/categories': 211 * 1024,
    '/product/IL-L1050MS': 219 * 1024,
    '/cart': 198 * 1024,
    '/rma': 207 * 1024,
    '/usa-retailers': 200 * 1024,
  },
  /**
   * JS a first visit loads before the page takes a tap, gzip: the initial JS and the lazy
   * sections and dialogs the server preloads with the page, which hydration waits for.
   */
  pageJsGzip: {
    '/': 222 * 1024,
    '/categories': 214 * 1024,
    '/product/IL-L1050MS': 233 * 1024,
    '/cart': 199 * 1024,
    '/rma': 209 * 1024,
    '/usa-retailers': 202 * 1024,
  },
  /**
   * Stylesheets index.html links, gzip: they hold back the first paint of every page. Mantine's
   * component styles are in it (decision 250): about 9 KB of the 19.
   */
  shellCssGzip: 20 * 1024,
  /** Everything the service worker downloads at install, uncompressed (as Workbox counts it). */
  precacheRaw: 1300 * 1024,
};

/** The routes the budgets and the benchmark measure, with the router's id of each. */
export const MEASURED_ROUTES = [
  { path: '/', id: '/' },
  { path: '/categories', id: '/categories' },
  { path: '/product/IL-L1050MS', id: '/product/$sku' },
  { path: '/cart', id: '/cart' },
  { path: '/rma', id: '/rma' },
  { path: '/usa-retailers', id: '/usa-retailers' },
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
  const route = (routeId) => {
    const file = routeFileOf(routeId);
    const own = chunksOfFile(file);
    if (own.length === 0) throw new Error(`${file} is not in the build's manifest`);
    const chunks = closure([...entry, ...own]);
    return { js: total([...chunks].map((key) => manifest[key].file)), css: total(cssOf(chunks)) };
  };

  /** JS a page of the route loads before it takes a tap: the entry and every chunk the server preloads with it. */
  const assetsOf = readPageAssets(dist);
  const page = (routeId) => {
    const files = [...[...entry].map((key) => manifest[key].file), ...assetsOf(['__root__', routeId]).modules.map((url) => url.slice(1))];
    return { files: files.length, js: total(files) };
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

  return { dist, route, page, shellCss, precache };
}
