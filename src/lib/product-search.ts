import type { Product } from '../shared/product';

/**
 * The catalogue's text search, shared by the header's live search, the search page and booth
 * mode's interest picker: one index per product list, one native substring scan per query.
 */

export interface SearchIndex {
  products: readonly Product[];
  /**
   * Every product's item_name, SKU, category and brand, lowercased, one product after another
   * in catalogue order; fields and products are separated by a NUL.
   */
  text: string;
  /** Where each product's part of `text` starts, ascending. */
  starts: readonly number[];
}

// A separator no one types, so a query never matches across two fields or two products.
const SEPARATOR = '\u0000';

const indexes = new WeakMap<readonly Product[], SearchIndex>();

/**
 * The lowercased text is built once per product list, not per keystroke, as one string: a
 * keystroke is then one native substring scan over the whole catalogue instead of a call per
 * product, which keeps a 100,000-product catalogue within a few milliseconds.
 */
export function searchIndexOf(products: readonly Product[]): SearchIndex {
  let index = indexes.get(products);
  if (!index) {
    // Each product is lowercased on its own, so a character whose lowercase is longer cannot
    // shift the offsets.
    const parts = products.map((product) =>
      [product.item_name, product.sku, product.category, product.brand]
        .filter((field) => typeof field === 'string' && field !== '')
        .join(SEPARATOR)
        .toLowerCase(),
    );
    const starts: number[] = [];
    let offset = 0;
    for (const part of parts) {
      starts.push(offset);
      offset += part.length + SEPARATOR.length;
    }
    index = { products, text: parts.join(SEPARATOR), starts };
    indexes.set(products, index);
  }
  return index;
}

/** The product whose part of the text holds the given offset: the last start at or before it. */
function productAt(starts: readonly number[], offset: number) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Products whose name, SKU, category or brand contain the text, case-insensitively, in catalogue order. */
export function searchProducts(index: SearchIndex, text: string, limit = Number.POSITIVE_INFINITY): Product[] {
  const needle = text.trim().toLowerCase();
  if (!needle || needle.includes(SEPARATOR)) return [];
  const matches: Product[] = [];
  let from = 0;
  while (matches.length < limit) {
    const at = index.text.indexOf(needle, from);
    if (at === -1) break;
    const product = productAt(index.starts, at);
    matches.push(index.products[product]!);
    // One match per product: go on from the next product's text.
    from = index.starts[product + 1] ?? index.text.length;
  }
  return matches;
}

