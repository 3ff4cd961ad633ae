import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import type { ProductTable } from '../db/schema';

/** A product as the API sends it: the stored fields plus id and stock_quantity. */
export type ProductRecord = Record<string, unknown> & { id: number; sku: string; stock_quantity: number };

type Row = Pick<ProductTable, 'sku' | 'data' | 'stock'> & { id: number };

const toRecord = (row: Row): ProductRecord => ({ id: row.id, ...JSON.parse(row.data), sku: row.sku, stock_quantity: row.stock });

/**
 * Reads the catalogue. The list answer is built once and kept, with its ETag, until a write
 * calls invalidate(): every visitor asks for it, and it changes rarely.
 */
export function createCatalogue(db: Db) {
  let cached: { json: string; etag: string } | null = null;

  return {
    async listJson() {
      if (!cached) {
        const rows = await db.selectFrom('products').select(['id', 'sku', 'data', 'stock']).orderBy('id').execute();
        const json = JSON.stringify({ items: rows.map(toRecord) });
        cached = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
      }
      return cached;
    },

    /** By numeric id or by SKU (case-insensitive). */
    async find(idOrSku: string): Promise<ProductRecord | undefined> {
      const query = db.selectFrom('products').select(['id', 'sku', 'data', 'stock']);
      const row = /^\d+$/.test(idOrSku)
        ? await query.where('id', '=', Number(idOrSku)).executeTakeFirst()
        : await query.where((eb) => eb(eb.fn('lower', ['sku']), '=', idOrSku.toLowerCase())).executeTakeFirst();
      return row && toRecord(row);
    },

    invalidate() {
      cached = null;
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
