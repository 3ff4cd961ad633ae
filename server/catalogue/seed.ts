import type { Db } from '../db/connection';
import { seedProducts, type SeedProduct } from './seed-products';

/**
 * Puts every seed product that is not there yet into the catalogue. Existing rows are left as
 * they are (staff may have changed stock), so running it at every start is safe.
 */
export async function seedCatalogue(db: Db, products: readonly SeedProduct[] = seedProducts) {
  if (products.length === 0) return 0;
  const now = new Date().toISOString();
  const result = await db
    .insertInto('products')
    .values(
      products.map(({ id, sku, stock, ...fields }) => ({ id, sku, stock, data: JSON.stringify(fields), updated_at: now })),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
