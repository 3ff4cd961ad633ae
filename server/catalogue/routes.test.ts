// @vitest-environment node
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe('GET /api/products', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers { items } with the seeded catalogue and an ETag', async () => {
    const response = await t.app.request('/api/products');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { sku: string; stock_quantity: number }[] };
    expect(body.items.map((item) => item.sku)).toContain('IL-L1050MS');
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('answers 304 when the client already has this version', async () => {
    const etag = (await t.app.request('/api/products')).headers.get('etag')!;
    const response = await t.app.request('/api/products', { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
  });

  it('finds a product by numeric id with the landing-page shape', async () => {
    const response = await t.app.request('/api/products/9');
    expect(response.status).toBe(200);
    const product = (await response.json()) as { sku: string; specifications: unknown; physical: { dimensions_formatted: { width: string } } };
    expect(product.sku).toBe('IL-L1050MS');
    expect(product.specifications).toMatchObject({ model: 'IL-L1050MS', ppf: '3483 µmol/s', efficacy: '3.05 µmol/J' });
    expect(product.physical.dimensions_formatted.width).toBe('1100mm');
  });

  it('finds a product by SKU, case-insensitively', async () => {
    const response = await t.app.request('/api/products/il-l1050ms');
    expect(((await response.json()) as { id: number }).id).toBe(9);
  });

  it('answers 404 JSON for an unknown product', async () => {
    const response = await t.app.request('/api/products/NOPE-123');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Product not found', details: { id: 'NOPE-123' } });
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await t.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/No API endpoint/);
  });
});

describe('GET /api/products: encodings and revalidation', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}) => t.app.request('/api/products', { headers });

  it('sends brotli or gzip as the client accepts, each decoding to the same list', async () => {
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(JSON.parse(text).items.length).toBeGreaterThan(10);

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);

    const gz = await get({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    expect(Number(gz.headers.get('content-length'))).toBeLessThan(text.length / 3);
  });

  it('answers 304 to the validator of any encoding, with no body', async () => {
    const etag = (await get({ 'accept-encoding': 'br' })).headers.get('etag')!;
    const response = await get({ 'if-none-match': `"other", ${etag}`, 'accept-encoding': 'gzip' });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect((await get({ 'if-none-match': '"stale"' })).status).toBe(200);
  });
});
