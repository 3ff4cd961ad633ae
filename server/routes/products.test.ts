// @vitest-environment node
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
    expect(await response.json()).toEqual({ error: 'Product not found' });
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await t.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/No API endpoint/);
  });
});
