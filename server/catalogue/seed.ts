import type { Db } from '../db/connection';
import { syncIdSequence } from '../db/dialect';
import { withSafeHtml } from './sanitize';
import { seedProducts, type SeedProduct } from './seed-products';

/**
 * Puts every seed product that is not there yet into the catalogue. Existing rows are left as
 * they are (staff may have changed stock), so running it at every start is safe; only the new
 * ones are cleaned, so a start with nothing to add never loads the HTML sanitiser.
 */
export async function seedCatalogue(db: Db, products: readonly SeedProduct[] = seedProducts) {
  const stored = await db.selectFrom('products').select(['id', 'sku']).execute();
  const ids = new Set(stored.map((row) => Number(row.id)));
  const skus = new Set(stored.map((row) => row.sku));
  const missing = products.filter(({ id, sku }) => !ids.has(id) && !skus.has(sku));
  if (missing.length === 0) return 0;
  const now = new Date().toISOString();
  const rows = await Promise.all(
    missing.map(async ({ id, sku, stock, ...fields }) => ({ id, sku, stock, data: JSON.stringify(await withSafeHtml(fields)), updated_at: now })),
  );
  // Still on conflict do nothing: two processes starting together on one PostgreSQL both insert.
  const result = await db
    .insertInto('products')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  await syncIdSequence(db, 'products');
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
