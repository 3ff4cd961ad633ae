import { Hono } from 'hono';
import { ARTICLES } from '../../src/shared/content/articles';
import { CATEGORY_SLUGS } from '../../src/shared/content/categories';
import { LANDING_MODELS } from '../../src/shared/content/landing';
import { PAGE_META } from '../../src/shared/content/page-meta';
import { readProductList } from '../../src/shared/product-list';
import type { Catalogue } from '../catalogue/repository';

/** The product family pages; /product-family shows the LED families again and points to /led-grow-lights. */
const FAMILY_PAGES = ['/led-grow-lights', '/hid-lighting', '/controllers'];

/** The visitor's own pages and the API: nothing a search engine should list. */
const PRIVATE_PATHS = ['/api/', '/admin', '/cart', '/checkout', '/outbox', '/offline', '/search'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every page worth finding: fixed pages, shelves, families, landing pages, articles and each active product. */
export async function sitemapPaths(catalogue: Catalogue): Promise<string[]> {
  const list = await catalogue.list();
  const products = readProductList(JSON.parse(Buffer.from(list.identity.body).toString('utf8')));
  const fixed = Object.entries(PAGE_META)
    .filter(([path, meta]) => path.startsWith('/') && !('noindex' in meta && meta.noindex))
    .map(([path]) => path);
  return [
    ...fixed,
    ...CATEGORY_SLUGS.map((slug) => `/categories?category=${slug}`),
    ...FAMILY_PAGES,
    ...LANDING_MODELS.map((model) => `/ilogic-plus-${model}`),
    ...ARTICLES.map((article) => article.path),
    ...products.map((product) => `/product/${encodeURIComponent(product.sku)}`),
  ];
}

/** GET /robots.txt and /sitemap.xml, with addresses under the storefront's public URL. */
export function findabilityRoutes(catalogue: Catalogue, publicUrl: string) {
  return new Hono()
    .get('/robots.txt', (c) =>
      c.text(['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n'), 200, {
        'cache-control': 'public, max-age=3600',
      }),
    )
    .get('/sitemap.xml', async (c) => {
      const urls = (await sitemapPaths(catalogue)).map((path) => `  <url><loc>${escapeXml(new URL(path, publicUrl).href)}</loc></url>`);
      const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
      return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' });
    });
}
