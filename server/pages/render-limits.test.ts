// @vitest-environment node
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogue, type Catalogue } from '../catalogue/repository';
import { seedCatalogue } from '../catalogue/seed';
import { seedProducts } from '../catalogue/seed-products';
import { countingBuild } from '../testing/counting-build';
import { createTestDatabase } from '../testing/test-database';
import { DEFAULT_RENDER_LIMITS, type RenderLimits } from './render-limits';
import { createPageRenderer, type ServerBuild } from './renderer';

describe('renders of pages that are not cached', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let catalogue: Catalogue;
  beforeEach(async () => {
    t = await createTestDatabase();
    await seedCatalogue(t.db, seedProducts.slice(0, 2));
    catalogue = createCatalogue(t.db);
  });
  afterEach(() => t.close());

  const appOf = (build: ServerBuild, limits: RenderLimits = DEFAULT_RENDER_LIMITS) => {
    // Every request names its client in X-Forwarded-For, as a proxy of ours would.
    const pages = createPageRenderer(build, catalogue, { trustProxy: true, limits: { ...limits, now: () => 0 } });
    return new Hono().get('*', (c) => pages.respond(c));
  };
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  /** A build whose renders wait until released, so the test sees them in flight. */
  const heldBuild = () => {
    const counting = countingBuild();
    const held: (() => void)[] = [];
    const renderPage = counting.build.entry.renderPage;
    counting.build.entry.renderPage = async (request, context, options) => {
      await new Promise<void>((resolve) => held.push(resolve));
      return renderPage(request, context, options);
    };
    return { ...counting, held };
  };

  it('renders a page once whatever parameters it does not read, and keeps the ones it does', async () => {
    const { build, renders } = countingBuild();
    const app = appOf(build);
    const paths = ['/categories?a=1', '/categories?b=2&utm_source=x', '/categories', '/?q=anything', '/', '/categories?sort=price-asc&zz=1', '/categories?zz=2&sort=price-asc'];
    for (const path of paths) expect((await app.request(path, from('198.51.100.5'))).status).toBe(200);
    expect(renders.sort()).toEqual(['/', '/categories', '/categories?sort=price-asc']);
    const search = await app.request('/search?q=lamp&x=1', from('198.51.100.5'));
    expect(search.status).toBe(200);
    expect(renders).toContain('/search?q=lamp');
  });

  it('answers 429 with Retry-After to a client asking for page after new page, and still serves others and cached pages', async () => {
    const { build } = countingBuild();
    const app = appOf(build, { ...DEFAULT_RENDER_LIMITS, perAddress: { burst: 10, refillPerMinute: 10 } });
    expect((await app.request('/', from('198.51.100.9'))).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await app.request(`/search?q=${crypto.randomUUID()}`, from('203.0.113.66'))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = await app.request('/search?q=one-more', from('203.0.113.66'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // What the cache holds costs nothing, even to the flooding client.
    expect((await app.request('/', from('203.0.113.66'))).status).toBe(200);
    expect((await app.request('/search?q=someone-else', from('198.51.100.9'))).status).toBe(200);
  });

  it('runs two renders at once, queues a few, answers the rest 503 at once, and serves cached pages meanwhile', async () => {
    const { build, held, renders } = heldBuild();
    const app = appOf(build, { ...DEFAULT_RENDER_LIMITS, concurrency: 2, queue: 4 });
    const cached = app.request('/', from('198.51.100.9'));
    while (held.length < 1) await new Promise((resolve) => setTimeout(resolve, 1));
    held.shift()!();
    expect((await cached).status).toBe(200);

    // Sixteen clients, each asking for a page never asked for before.
    const flood = Array.from({ length: 16 }, (_, i) => app.request(`/search?q=flood-${i}`, from(`203.0.113.${i + 1}`)));
    while (held.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(held).toHaveLength(2);
    expect((await app.request('/', from('198.51.100.9'))).status).toBe(200);

    while (held.length) {
      held.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const statuses = (await Promise.all(flood)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 503)).toHaveLength(10);
    expect(renders).toHaveLength(1 + 6);
  });
});
