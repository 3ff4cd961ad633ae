import { Hono } from 'hono';
import type { Catalogue } from './repository';
import { productDetail } from './detail';
import { matchesIfNoneMatch, preferredEncoding } from '../lib/content-encoding';

export function productRoutes(catalogue: Catalogue) {
  return new Hono()
    .get('/', async (c) => {
      // Every visitor asks for the same list: it is sent precompressed from the catalogue's
      // cache, and a client that already has this version gets 304 with no body.
      const list = await catalogue.list();
      const encoding = preferredEncoding(c.req.header('accept-encoding'));
      const { body, etag } = list[encoding ?? 'identity'];
      const headers: Record<string, string> = { etag, 'cache-control': 'no-cache', vary: 'accept-encoding' };
      const etags = [list.identity.etag, list.br.etag, list.gzip.etag];
      if (matchesIfNoneMatch(c.req.header('if-none-match'), etags)) return c.body(null, 304, headers);
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-type'] = 'application/json; charset=utf-8';
      headers['content-length'] = String(body.length);
      return c.body(body, 200, headers);
    })
    .get('/:id', async (c) => {
      const record = await catalogue.find(c.req.param('id'));
      if (!record) return c.json({ error: 'Product not found', details: { id: c.req.param('id') } }, 404);
      return c.json(productDetail(record));
    });
}
