// @vitest-environment node
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../shared/product';
import { provideSanitizerWindow, renderPage } from './entry-server';

const light = (name: string): Product => ({
  id: 1,
  sku: 'IL-TEST-1',
  item_name: name,
  category: 'LED Grow Lights',
  subcategory: 'LED Grow Lights',
  msrp: 100,
  stock_quantity: 5,
  short_description: `${name}, for the test.`,
});

/** A server's view of its own catalogue, at its own public address. */
const serverContext = (publicUrl: string, product: Product) => ({
  publicUrl,
  catalogue: {
    // Each list arrives a little later, so the two renders below overlap.
    list: async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { products: [product], asOf: 1 };
    },
    product: async () => product,
  },
});

describe('renderPage', () => {
  beforeAll(() => provideSanitizerWindow(new JSDOM('').window as unknown as WindowLike));

  const nonce = 'test';
  const renderBoth = (path: string) =>
    Promise.all([
      renderPage(new Request(`http://internal${path}`), serverContext('https://north.example', light('North Light')), { nonce }),
      renderPage(new Request(`http://internal${path}`), serverContext('https://south.example', light('South Light')), { nonce }),
    ]);

  it('renders two product pages at once, each with its own public address and its own catalogue', async () => {
    const [north, south] = await renderBoth('/product/IL-TEST-1');
    expect(north.status).toBe(200);
    expect(north.head).toContain('<link rel="canonical" href="https://north.example/product/IL-TEST-1"');
    expect(north.head).toContain('North Light');
    expect(north.body).toContain('North Light');
    expect(north.body).not.toContain('South Light');
    expect(south.head).toContain('<link rel="canonical" href="https://south.example/product/IL-TEST-1"');
    expect(south.body).toContain('South Light');
    expect(south.body).not.toContain('North Light');
  }, 60_000);

  it('renders two catalogue pages at once, each listing its own catalogue', async () => {
    const [north, south] = await renderBoth('/categories');
    expect(north.body).toContain('North Light');
    expect(north.body).not.toContain('South Light');
    expect(south.body).toContain('South Light');
    expect(south.body).not.toContain('North Light');
    expect(south.head).toContain('<link rel="canonical" href="https://south.example/categories"');
  }, 60_000);
});
