import { Hono } from 'hono';
import type { Catalogue } from '../catalogue/repository';
import { productDetail } from '../catalogue/detail';

export function productRoutes(catalogue: Catalogue) {
  return new Hono()
    .get('/', async (c) => {
      const { json, etag } = await catalogue.listJson();
      // Revalidation is cheap: a matching ETag answers 304 with no body.
      c.header('etag', etag);
      c.header('cache-control', 'no-cache');
      if (c.req.header('if-none-match') === etag) return c.body(null, 304);
      return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    .get('/:id', async (c) => {
      const record = await catalogue.find(c.req.param('id'));
      if (!record) return c.json({ error: 'Product not found' }, 404);
      return c.json(productDetail(record));
    });
}
