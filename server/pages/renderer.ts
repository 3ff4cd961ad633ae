import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { WindowLike } from 'dompurify';
import type { Context } from 'hono';
import type { Catalogue } from '../catalogue/repository';
import { productDetail } from '../catalogue/detail';
import { clientAddress, type ProxyHops } from '../lib/client';
import { matchesIfNoneMatch, preferredEncoding, type Encoding } from '../lib/content-encoding';
import type { LimitStore } from '../lib/limit-store';
import { allowInlineScripts } from '../lib/security-headers';
import { readInlineScriptSources } from './inline-scripts';
import { DEFAULT_RENDER_LIMITS, pageUrl, renderGate, type RenderLimits } from './render-limits';
import { readPageAssets, type PageAssets } from './page-assets';
import { SERVER_BUILD_DIR } from '../static';
import { parseTemplate, type PageTemplate } from './template';
import { readProductList } from '../../src/shared/product-list';
import type { Product } from '../../src/shared/product';

/**
 * Rendered HTML kept at once, in bytes: every page of the seeded store takes about 15 MB, and
 * query strings (a search, a filter) cannot grow the cache past this.
 */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface CachedPage {
  status: number;
  location?: string;
  html: Buffer;
  etag: string;
  /** CSP sources for the page's inline scripts: the template's, by hash, and the router's, by this render's nonce. */
  scripts: string[];
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** What the app's server build (src/app/entry-server.tsx) renders a page into. */
interface RenderedPage {
  status: number;
  location?: string;
  head: string;
  body: string;
  /** The routes the page matched, root first. */
  routeIds: string[];
}

/** The server half of the app, built by `vite build --ssr` next to the client. */
interface ServerEntry {
  provideSanitizerWindow: (window: WindowLike) => void;
  renderPage: (
    request: Request,
    context: { publicUrl: string; catalogue: { list: () => Promise<{ products: Product[]; asOf: number }>; product: (id: number) => Promise<Product | null> } },
    options: { nonce: string },
  ) => Promise<RenderedPage>;
}

export interface ServerBuild {
  entry: ServerEntry;
  template: PageTemplate;
  /** The stylesheets and chunks a page's routes need beyond the shell's. */
  assetsOf: (routeIds: readonly string[]) => PageAssets;
  /** CSP sources of the template's inline scripts, as the build wrote them. */
  inlineScripts: string[];
  /** The storefront's public address (PUBLIC_URL), which pages' canonical links and previews use. */
  publicUrl: string;
}

/**
 * The app's server build (dist/server/entry-server.js) and the page template (dist/index.html);
 * null when the app was built for the browser alone, or not built at all.
 */
export async function loadServerBuild(distDir: string, publicUrl: string): Promise<ServerBuild | null> {
  const entryFile = path.join(SERVER_BUILD_DIR(distDir), 'entry-server.js');
  const templateFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(entryFile) || !fs.existsSync(templateFile)) return null;
  // Pages render with React's production build, whatever started the process.
  process.env.NODE_ENV ??= 'production';
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return { entry, template: parseTemplate(fs.readFileSync(templateFile, 'utf8')), assetsOf: readPageAssets(distDir), inlineScripts: readInlineScriptSources(distDir), publicUrl };
}

/**
 * Pages rendered on the server from the built app, cached whole per catalogue version: a
 * product, stock or catalogue change anywhere (this process, a command-line import, another
 * server on the same database) gives the catalogue a new version within a second, and every
 * page is rendered afresh from it.
 */
export function createPageRenderer(
  { entry, template, assetsOf, inlineScripts, publicUrl }: ServerBuild,
  catalogue: Catalogue,
  { trustProxy = false, store, limits = DEFAULT_RENDER_LIMITS }: { trustProxy?: ProxyHops; store?: LimitStore; limits?: RenderLimits } = {},
) {
  const gate = renderGate(limits, store);
  /** The catalogue as the pages read it, parsed once per version. */
  let parsed: { version: string; products: ReturnType<typeof readProductList> } | null = null;
  const currentCatalogue = async () => {
    const list = await catalogue.list();
    const version = list.identity.etag;
    if (parsed?.version !== version) parsed = { version, products: readProductList(JSON.parse(Buffer.from(list.identity.body).toString('utf8'))) };
    return parsed;
  };
  /** What the pages' loaders read: the same catalogue the API answers with. */
  const context = {
    publicUrl,
    catalogue: {
      list: async () => ({ products: (await currentCatalogue()).products, asOf: Date.now() }),
      product: async (id: number) => {
        const record = await catalogue.find(String(id));
        return record ? (productDetail(record) as unknown as Product) : null;
      },
    },
  };

  /** Pages of the current catalogue version by path and query, oldest first. */
  const pages = new Map<string, Promise<CachedPage>>();
  const sizes = new Map<string, number>();
  let cachedBytes = 0;
  let cachedVersion = '';
  const forget = (key: string) => {
    cachedBytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
    pages.delete(key);
  };
  const remember = (key: string, page: Promise<CachedPage>) => {
    pages.set(key, page);
    page.then(
      ({ html }) => {
        if (pages.get(key) !== page) return;
        sizes.set(key, html.length);
        cachedBytes += html.length;
        for (const oldest of pages.keys()) {
          if (cachedBytes <= MAX_CACHED_BYTES || oldest === key) break;
          forget(oldest);
        }
      },
      // A failed render is not kept: the next request tries again.
      () => pages.get(key) === page && forget(key),
    );
  };
  /** A new catalogue version makes every kept page stale at once. */
  const enterVersion = (version: string) => {
    if (version === cachedVersion) return;
    pages.clear();
    sizes.clear();
    cachedBytes = 0;
    cachedVersion = version;
  };

  /**
   * Product descriptions are cleaned as they render, on the server as in the browser, in a
   * window jsdom gives. Loaded with the first page rather than at start: jsdom takes seconds to
   * load on a busy machine, and the API should answer a restarted server at once.
   */
  let sanitizer: Promise<void> | undefined;
  const sanitizerWindow = () =>
    (sanitizer ??= import('jsdom').then(({ JSDOM }) => entry.provideSanitizerWindow(new JSDOM('').window as unknown as WindowLike)));

  async function render(url: URL): Promise<CachedPage> {
    await sanitizerWindow();
    // The router's hand-over scripts carry this nonce: only scripts the router wrote in this
    // render run, whatever else a page's content might smuggle in. Kept with the cached page, it
    // is new with every render, so content cannot know the nonce of the page it lands in.
    const nonce = randomBytes(18).toString('base64');
    const page = await entry.renderPage(new Request(url), context, { nonce });
    const html = Buffer.from(page.location ? '' : template.fill({ ...page, assets: assetsOf(page.routeIds) }));
    return {
      status: page.status,
      location: page.location,
      html,
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
      scripts: [...inlineScripts, `'nonce-${nonce}'`],
      compressed: {},
    };
  }

  const compressed = (page: CachedPage, encoding: Encoding) =>
    (page.compressed[encoding] ??=
      encoding === 'br'
        ? brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.html.length } })
        : gzip(page.html, { level: 9 }));

  return {
    /** Answers a page request: from the cache when this URL was rendered from the current catalogue. */
    async respond(c: Context): Promise<Response> {
      const url = pageUrl(new URL(c.req.url));
      enterVersion((await currentCatalogue()).version);
      const key = `${url.pathname}${url.search}`;
      let pending = pages.get(key);
      if (!pending) {
        // Only a page that is not cached (nor being rendered) costs anything: a flood of new
        // URLs is held back while every cached page is answered as fast as ever.
        const turn = await gate.admit(clientAddress(c, trustProxy));
        if ('status' in turn) {
          c.header('retry-after', String(turn.retryAfter));
          c.header('cache-control', 'no-store');
          return c.text(turn.status === 429 ? 'Too many new pages asked for. Please try again shortly.' : 'The server is busy. Please try again in a moment.', turn.status);
        }
        // Another request may have started this page while this one waited for its allowance.
        pending = pages.get(key);
        if (!pending) remember(key, (pending = turn.run(() => render(url))));
        // The place it took is handed on unused, so the next render waiting is not held up.
        else void turn.run(async () => {});
      }
      const page = await pending;
      if (page.location) return c.redirect(page.location, page.status as 301);

      allowInlineScripts(c, page.scripts);
      const headers: Record<string, string> = {
        'content-type': 'text/html; charset=utf-8',
        // Always revalidated: the page changes with the catalogue, and a visitor must see today's stock.
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        etag: page.etag,
      };
      if (matchesIfNoneMatch(c.req.header('if-none-match'), [page.etag])) return c.body(null, 304, headers);
      const encoding = preferredEncoding(c.req.header('accept-encoding'));
      const body = encoding ? await compressed(page, encoding) : page.html;
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = String(body.length);
      if (c.req.method === 'HEAD') return c.body(null, page.status as 200, headers);
      return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), page.status as 200, headers);
    },
  };
}
