import type { Family, FamilyPage } from '../../content/families';
import type { Product } from '../../shared/product';

export const FAMILY_TEXT = {
  error: 'Error',
  empty: 'No products found',
  comingSoon: (title: string) => `Products for ${title} are coming soon.`,
  swipeHint: 'Swipe horizontally to see more products',
  findRetailer: 'Find a Retailer',
} as const;

/** Exactly this many products switch a family from the grid to the swipe strip. */
export const SWIPE_STRIP_COUNT = 5;

/** A pattern ending with a hyphen is a prefix; any other pattern must equal the SKU. */
export function skuMatches(sku: string, pattern: string): boolean {
  const wanted = pattern.trim().toUpperCase();
  const actual = sku.trim().toUpperCase();
  if (!wanted) return false;
  return wanted.endsWith('-') ? actual.startsWith(wanted) : actual === wanted;
}

/**
 * The family's products in the order of its patterns (the order the family lists its models in),
 * each product once even when two patterns match it.
 */
export function productsOfFamily(products: readonly Product[], family: Pick<Family, 'skuPatterns'>): Product[] {
  const chosen: Product[] = [];
  const seen = new Set<Product>();
  for (const pattern of family.skuPatterns) {
    for (const product of products) {
      if (!seen.has(product) && skuMatches(product.sku ?? '', pattern)) {
        seen.add(product);
        chosen.push(product);
      }
    }
  }
  return chosen;
}

/** What a family page shows of the catalogue: every product of its families, in the catalogue's order. */
export const familyPageProducts =
  (page: FamilyPage) =>
  (all: readonly Product[]): Product[] => {
    const shown = new Set(page.families.flatMap((family) => productsOfFamily(all, family)));
    return all.filter((product) => shown.has(product));
  };

export type FamilyLayout = 'empty' | 'strip' | 'grid';

export function familyLayout(count: number): FamilyLayout {
  if (count === 0) return 'empty';
  return count === SWIPE_STRIP_COUNT ? 'strip' : 'grid';
}
