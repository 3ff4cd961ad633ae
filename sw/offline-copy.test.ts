// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OFFLINE_CACHES, OFFLINE_PACK_URL, SAVED_RECORD_KEY, readSavedRecord, type OfflinePack, type SaveProgress } from '../src/lib/offline-caches';
import { NAMED_BY_CATALOGUE, NO_PACK_MESSAGE, REFRESH_AFTER_MS, filesNamedByProducts, isRefreshDue, keepCatalogue, saveOfflineCopy } from './offline-copy';
import { MemoryCacheStorage, fakeServer, type FakeFile } from './testing/fake-caches';

const pack = (files: Record<string, string>): OfflinePack => ({
  catalogue: ['/api/products', '/api/products/9'],
  files: Object.entries(files).map(([url, revision]) => ({ url, revision })),
});

function site(offlinePack: OfflinePack, extra: Record<string, FakeFile> = {}) {
  const files: Record<string, FakeFile> = {
    [OFFLINE_PACK_URL]: { body: JSON.stringify(offlinePack) },
    '/api/products': { body: '{"items":[]}' },
    '/api/products/9': { body: '{"id":9}' },
    ...Object.fromEntries(offlinePack.files.map(({ url, revision }) => [url, { body: `${url}@${revision}` }])),
    ...extra,
  };
  return fakeServer(files);
}

function setUp(offlinePack: OfflinePack, extra?: Record<string, FakeFile>, start = 1_000) {
  const storage = new MemoryCacheStorage();
  const server = site(offlinePack, extra);
  let clock = start;
  const deps = { caches: storage.asCacheStorage(), fetch: server.fetch, now: () => clock };
  const progress: SaveProgress[] = [];
  const save = () => saveOfflineCopy((step) => progress.push(step), deps);
  return { storage, server, deps, progress, save, tick: (ms: number) => (clock += ms) };
}

const TWO_FILES = pack({ '/products/a-1.svg': 'r1', '/docs/a-spec-sheet.pdf': 'r2' });

describe('saving for offline', () => {
  it('keeps every file of the pack in the saved cache and the catalogue answers in the catalogue cache', async () => {
    const { storage, save, progress } = setUp(TWO_FILES);
    const record = await save();

    const saved = await storage.open(OFFLINE_CACHES.saved);
    expect(saved.paths()).toEqual(['/docs/a-spec-sheet.pdf', SAVED_RECORD_KEY, '/products/a-1.svg'].sort());
    expect(await saved.text('/products/a-1.svg')).toBe('/products/a-1.svg@r1');
    expect((await storage.open(OFFLINE_CACHES.catalogue)).paths()).toEqual(['/api/products', '/api/products/9']);
    expect(record).toEqual({ savedAt: 1_000, revisions: { '/products/a-1.svg': 'r1', '/docs/a-spec-sheet.pdf': 'r2' }, failed: [] });
    expect(await readSavedRecord(storage.asCacheStorage())).toEqual(record);
    // The product list comes first, as it names files of its own.
    expect(progress.map(({ saved }) => saved)).toEqual([1, 2, 3, 4]);
    expect(progress.every(({ total }) => total === 4)).toBe(true);
  });

  it('names a file it could not fetch, and never counts it as saved', async () => {
    const offlinePack = pack({ '/products/a-1.svg': 'r1', '/products/gone.jpg': 'r9', '/home/b.svg': 'r3' });
    const { save, progress } = setUp(offlinePack, { '/products/gone.jpg': { status: 404, body: '' } });
    const record = await save();

    expect(record.failed).toEqual([{ url: '/products/gone.jpg', reason: 'not on the server (404)' }]);
    expect(record.revisions).not.toHaveProperty('/products/gone.jpg');
    const last = progress.at(-1)!;
    expect(last).toEqual({ total: 5, saved: 4, failed: record.failed });
    for (const step of progress) expect(step.saved + step.failed.length).toBeLessThanOrEqual(step.total);
  });

  it('fetches again only what changed, and drops what the site no longer has', async () => {
    const { storage, server, save, tick } = setUp(TWO_FILES);
    await save();
    server.requested.length = 0;
    tick(5_000);
    const next = pack({ '/products/a-1.svg': 'r1-new', '/home/new.svg': 'r4' });
    server.files[OFFLINE_PACK_URL] = { body: JSON.stringify(next) };
    server.files['/products/a-1.svg'] = { body: 'new bytes' };
    server.files['/home/new.svg'] = { body: 'added' };

    const record = await save();

    expect(server.requested.sort()).toEqual(['/api/products', '/api/products/9', '/home/new.svg', OFFLINE_PACK_URL, '/products/a-1.svg'].sort());
    const saved = await storage.open(OFFLINE_CACHES.saved);
    expect(saved.paths()).toEqual(['/home/new.svg', SAVED_RECORD_KEY, '/products/a-1.svg'].sort());
    expect(await saved.text('/products/a-1.svg')).toBe('new bytes');
    expect(record).toEqual({ savedAt: 6_000, revisions: { '/products/a-1.svg': 'r1-new', '/home/new.svg': 'r4' }, failed: [] });
  });

  it('keeps the older copy of a file it cannot refresh, and tries it again next time', async () => {
    const { storage, server, save } = setUp(TWO_FILES);
    await save();
    server.files[OFFLINE_PACK_URL] = { body: JSON.stringify(pack({ '/products/a-1.svg': 'r1-new', '/docs/a-spec-sheet.pdf': 'r2' })) };
    delete server.files['/products/a-1.svg'];

    const record = await save();

    expect(record.failed).toEqual([{ url: '/products/a-1.svg', reason: 'no connection' }]);
    expect(record.revisions['/products/a-1.svg']).toBe('r1');
    expect(await (await storage.open(OFFLINE_CACHES.saved)).text('/products/a-1.svg')).toBe('/products/a-1.svg@r1');
  });

  it('changes nothing when the server cannot be reached', async () => {
    const { storage, server, save } = setUp(TWO_FILES);
    const first = await save();
    delete server.files[OFFLINE_PACK_URL];

    await expect(save()).rejects.toThrow(NO_PACK_MESSAGE);
    expect(await readSavedRecord(storage.asCacheStorage())).toEqual(first);
    expect((await storage.open(OFFLINE_CACHES.saved)).paths()).toHaveLength(3);
  });
});

describe('the files the product list names', () => {
  const PRODUCTS = {
    items: [
      { sku: 'A', subcategory: 'LED', photo_1: '/products/a-1.svg', photo_2: '/uploads/a photo.jpg?v=2', spec_sheet: '/docs/a.pdf', manual: 'https://elsewhere.example/a.pdf' },
      { sku: 'B', subcategory: 'inactive', photo_1: '/products/b-1.svg' },
      { sku: 'C', subcategory: 'HID', photo_1: '/products/a-1.svg', manual: '/docs/c manual.pdf' },
    ],
  };

  it('are the photos and documents of the products shown, on this site, each once, as a browser asks for them', () => {
    expect(filesNamedByProducts(PRODUCTS as never)).toEqual(['/docs/a.pdf', '/docs/c%20manual.pdf', '/products/a-1.svg', '/uploads/a%20photo.jpg?v=2']);
    expect(filesNamedByProducts(null)).toEqual([]);
  });

  it('are saved with the pack, kept on the next save, and dropped once the list stops naming them', async () => {
    const files = {
      '/api/products': { body: JSON.stringify(PRODUCTS) },
      '/products/a-1.svg': { body: 'a-1' },
      '/uploads/a%20photo.jpg?v=2': { body: 'a photo' },
      '/docs/a.pdf': { body: 'a pdf' },
      '/docs/c%20manual.pdf': { body: 'c pdf' },
    };
    const { storage, server, save, progress } = setUp(pack({ '/families/ilogic.svg': 'r1' }), files);
    const record = await save();

    const saved = await storage.open(OFFLINE_CACHES.saved);
    expect(await saved.text('/uploads/a%20photo.jpg?v=2')).toBe('a photo');
    expect(await saved.text('/docs/c%20manual.pdf')).toBe('c pdf');
    expect(record.revisions).toMatchObject({ '/families/ilogic.svg': 'r1', '/products/a-1.svg': NAMED_BY_CATALOGUE });
    expect(record.failed).toEqual([]);
    expect(progress.at(-1)).toEqual({ total: 7, saved: 7, failed: [] });

    const fetched = server.requested.length;
    await save();
    expect(server.requested.slice(fetched).filter((url) => url.startsWith('/products/') || url.startsWith('/docs/'))).toEqual([]);

    server.files['/api/products'] = { body: JSON.stringify({ items: [PRODUCTS.items[2]] }) };
    await save();
    expect((await storage.open(OFFLINE_CACHES.saved)).paths()).toEqual(['/docs/c%20manual.pdf', '/families/ilogic.svg', SAVED_RECORD_KEY, '/products/a-1.svg'].sort());
  });
});

describe('keeping the catalogue from the first visit', () => {
  it('fetches the product list and the landing pages’ products into the catalogue cache', async () => {
    const { storage, deps } = setUp(TWO_FILES);
    expect(await keepCatalogue(deps)).toEqual([]);
    const catalogue = await storage.open(OFFLINE_CACHES.catalogue);
    expect(catalogue.paths()).toEqual(['/api/products', '/api/products/9']);
    expect(await catalogue.text('/api/products')).toBe('{"items":[]}');
    // Photos and documents wait for "Save for offline": the install stays small.
    expect(storage.caches.has(OFFLINE_CACHES.saved)).toBe(false);
  });

  it('reports an answer it could not keep', async () => {
    const { deps } = setUp(TWO_FILES, { '/api/products/9': { status: 500, body: '' } });
    expect(await keepCatalogue(deps)).toEqual([{ url: '/api/products/9', reason: 'not on the server (500)' }]);
  });
});

describe('refreshing the saved copy', () => {
  const record = { savedAt: 0, revisions: {}, failed: [] };

  it('is due once a day, and sooner while a file is missing', () => {
    expect(isRefreshDue(null, REFRESH_AFTER_MS * 3)).toBe(false);
    expect(isRefreshDue(record, REFRESH_AFTER_MS - 1)).toBe(false);
    expect(isRefreshDue(record, REFRESH_AFTER_MS)).toBe(true);
    expect(isRefreshDue({ ...record, failed: [{ url: '/x.svg', reason: 'no connection' }] }, 1)).toBe(true);
  });
});
