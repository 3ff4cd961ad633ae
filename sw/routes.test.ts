// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppPage, isDocument, isImage, isProductDetail, isProductList, type RouteRequest } from './routes';

const SITE = 'https://verdant.test';

function route(address: string, request: Partial<RouteRequest['request']> = {}): RouteRequest {
  const url = new URL(address, SITE);
  return { url, sameOrigin: url.origin === SITE, request: { mode: 'cors', destination: '', ...request } };
}
const page = (address: string) => route(address, { mode: 'navigate', destination: 'document' });
const image = (address: string) => route(address, { mode: 'no-cors', destination: 'image' });

describe('the worker’s routes', () => {
  it('answers every page of the app with the shell, and nothing the server serves as a file', () => {
    for (const address of ['/', '/categories?category=controllers', '/product/ILUM-CTRL-TC+', '/ilogic-plus-1050w', '/no-such-page']) {
      expect(isAppPage(page(address)), address).toBe(true);
    }
    for (const address of ['/api/products', '/docs/il-l1050ms-spec-sheet.pdf', '/products/il-l1050ms-1.svg', '/sw.js', '/manifest.webmanifest', '/healthz', '/readyz']) {
      expect(isAppPage(page(address)), address).toBe(false);
    }
    expect(isAppPage(route('/categories'))).toBe(false);
    expect(isAppPage(page('https://elsewhere.example/'))).toBe(false);
  });

  it('tells the product list from one product', () => {
    expect(isProductList(route('/api/products'))).toBe(true);
    expect(isProductList(route('/api/products/9'))).toBe(false);
    expect(isProductDetail(route('/api/products/9'))).toBe(true);
    expect(isProductDetail(route('/api/products/IL-L1050MS'))).toBe(true);
    expect(isProductDetail(route('/api/products'))).toBe(false);
    expect(isProductDetail(route('/api/products/9/stock'))).toBe(false);
    expect(isProductList(route('https://elsewhere.example/api/products'))).toBe(false);
  });

  it('caches images of this site, whatever folder they are in', () => {
    for (const address of ['/products/il-l1050ms-1.svg', '/families/ilogic-logo.svg', '/retailers/grow-co.svg', '/home/hero.svg']) {
      expect(isImage(image(address)), address).toBe(true);
    }
    expect(isImage(image('https://i.ytimg.com/vi/x/hqdefault.jpg'))).toBe(false);
    expect(isImage(route('/products/il-l1050ms-1.svg'))).toBe(false);
  });

  it('caches documents however they are opened', () => {
    expect(isDocument(page('/docs/il-l1050ms-spec-sheet.pdf'))).toBe(true);
    expect(isDocument(route('/docs/verdant-catalog.pdf'))).toBe(true);
    expect(isDocument(route('/api/docs'))).toBe(false);
    expect(isDocument(page('https://elsewhere.example/docs/x.pdf'))).toBe(false);
  });
});
