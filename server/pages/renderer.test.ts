// @vitest-environment node
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogue, type Catalogue } from '../catalogue/repository';
import { seedCatalogue } from '../catalogue/seed';
import { seedProducts } from '../catalogue/seed-products';
import { createTestDatabase } from '../testing/test-database';
import { countingBuild } from '../testing/counting-build';
import { securityHeaders } from '../lib/security-headers';
import { cspHashOf } from './inline-scripts';
import { createPageRenderer, type ServerBuild } from './renderer';

describe('the rendered-page cache', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let catalogue: Catalogue;
  beforeEach(async () => {
    t = await createTestDatabase();
    await seedCatalogue(t.db, seedProducts.slice(0, 2));
    catalogue = createCatalogue(t.db);
  });
  afterEach(() => t.close());

  const appOf = (build: ServerBuild) => {
    const pages = createPageRenderer(build, catalogue);
    return new Hono().get('*', (c) => pages.respond(c));
  };

  it('renders a page once and answers again from the cache, with a 304 for its ETag', async () => {
    const { build, renders } = countingBuild();
    const app = appOf(build);
    const first = await app.request('/product/A');
    const again = await app.request('/product/A', { headers: { 'accept-encoding': 'br' } });
    expect(renders).toEqual(['/product/A']);
    expect(first.headers.get('etag')).toBe(again.headers.get('etag'));
    expect(again.headers.get('content-encoding')).toBe('br');
    const revalidated = await app.request('/product/A', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(renders).toHaveLength(1);
  });

  it('renders afresh once a stock change gives the catalogue a new version', async () => {
    const { build, renders } = countingBuild();
    const app = appOf(build);
    const before = await (await app.request('/product/A')).text();
    const sku = /<p>(\S+) stock/.exec(before)![1]!;
    await catalogue.updateStock(sku, 3);
    const after = await (await app.request('/product/A')).text();
    expect(renders).toEqual(['/product/A', '/product/A']);
    expect(after).toContain(`${sku} stock 3`);
    expect(before).not.toBe(after);
  });

  it('keeps at most 64 MB of HTML, dropping the oldest pages first', async () => {
    const { build, renders } = countingBuild(20 * 1024 * 1024);
    const app = appOf(build);
    for (const path of ['/a', '/b', '/c', '/d']) await app.request(path);
    await app.request('/d');
    await app.request('/a');
    expect(renders).toEqual(['/a', '/b', '/c', '/d', '/a']);
  });

  it("lets a page run the build's inline scripts and the router's, never a script its content carries", async () => {
    const { build } = countingBuild();
    const smuggled = 'alert(document.cookie)';
    const renderPage = build.entry.renderPage;
    build.inlineScripts = [cspHashOf('startApp()')];
    build.entry.renderPage = async (request, context, options) => {
      const page = await renderPage(request, context, options);
      // What the router writes carries the render's nonce; what came in with the content does not.
      return { ...page, body: `${page.body}<script>${smuggled}</script><script nonce="${options.nonce}">handOver()</script>` };
    };
    const pages = createPageRenderer(build, catalogue);
    const app = new Hono().use('*', securityHeaders({ trustProxy: false })).get('*', (c) => pages.respond(c));
    const scriptSources = async (path: string) => {
      const response = await app.request(path);
      const nonce = /<script nonce="([^"]+)">handOver/.exec(await response.text())![1]!;
      const sources = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy')!)![1]!.split(' ');
      return { nonce, sources };
    };
    const first = await scriptSources('/product/A');
    expect(first.sources).toEqual(["'self'", cspHashOf('startApp()'), `'nonce-${first.nonce}'`]);
    expect(first.sources).not.toContain(cspHashOf(smuggled));
    // The cached page keeps its nonce; another page, rendered afresh, has one of its own.
    expect((await scriptSources('/product/A')).nonce).toBe(first.nonce);
    expect((await scriptSources('/product/B')).nonce).not.toBe(first.nonce);
  });
});
