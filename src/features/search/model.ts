import { text } from '../../lib/search-params';
import { productPrice, type Product } from '../../shared/product';

/** Live search rules: wait 300 ms after typing, search from 2 characters, suggest the first 5 matches. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;

export const searchMessages = {
  searching: 'Searching...',
  noResults: (text: string) => `No products found for "${text}"`,
  seeAll: 'Press Enter to see all results',
  label: 'Search products',
  placeholder: 'Search products, SKUs, brands...',
  submit: 'Search',
  resultsHeading: (text: string) => `Search results for "${text}"`,
  emptyQuery: 'Type a product name, SKU, category or brand to search the catalogue.',
  browseAll: 'Browse all products',
  noImage: 'No image',
} as const;

/** What a suggestion or a result row shows: name, SKU, category, picture and price. */
export interface Suggestion {
  name: string;
  sku: string;
  price: number;
  image: string | null;
  category: string;
}

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

/** The text the rules work with: what was typed, without surrounding spaces. */
export const normaliseQuery = (text: string) => text.trim();

/** Texts under the minimum length clear the results and close the list. */
export const isSearchable = (text: string) => normaliseQuery(text).length >= SEARCH_MIN_LENGTH;

/** Products whose name, SKU, category or brand contain the text, case-insensitively, in catalogue order. */
export function searchProducts(index: SearchIndex, text: string, limit = Number.POSITIVE_INFINITY): Product[] {
  const needle = normaliseQuery(text).toLowerCase();
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

export function toSuggestion(product: Product): Suggestion {
  return {
    name: product.item_name,
    sku: product.sku,
    price: productPrice(product),
    image: product.photo_1 || null,
    category: product.category ?? '',
  };
}

/** The hint promises more than the list shows, so it appears only when the list is full. */
export const showsSeeAllHint = (count: number) => count === SUGGESTION_LIMIT;

/**
 * The /search page's query params. The router parses params as JSON first, so a query of digits
 * only (an SKU fragment) arrives as a number: it is read back as text. Anything else is no query.
 */
export const parseSearchPage = (raw: Record<string, unknown>) => ({ q: text(raw.q) });
