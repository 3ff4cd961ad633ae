import * as v from 'valibot';
import { productPrice, type Product } from '../../lib/product';

/** Live search rules (01 §2.3, §4.5, §9). */
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
  resultCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'} found`,
  emptyQuery: 'Type a product name, SKU, category or brand to search the catalogue.',
  browseAll: 'Browse all products',
  loadFailed: 'The catalogue could not be loaded. Please check your connection and try again.',
  noImage: 'No image',
} as const;

/** What a suggestion or a result row shows (01 §3). */
export interface Suggestion {
  name: string;
  sku: string;
  price: number;
  image: string | null;
  category: string;
}

export interface SearchIndex {
  products: readonly Product[];
  /** One lowercased text per product, same order: item_name, sku, category and brand. */
  haystacks: readonly string[];
}

// A separator no one types, so a query never matches across two fields.
const FIELD_SEPARATOR = '\u0000';

const indexes = new WeakMap<readonly Product[], SearchIndex>();

/**
 * The lowercased haystacks are built once per product list, not per keystroke: a search over a
 * large catalogue is then one substring test per product.
 */
export function searchIndexOf(products: readonly Product[]): SearchIndex {
  let index = indexes.get(products);
  if (!index) {
    const haystacks = products.map((product) =>
      [product.item_name, product.sku, product.category, product.brand]
        .filter((field) => typeof field === 'string' && field !== '')
        .join(FIELD_SEPARATOR)
        .toLowerCase(),
    );
    index = { products, haystacks };
    indexes.set(products, index);
  }
  return index;
}

/** The text the rules work with: what was typed, without surrounding spaces. */
export const normaliseQuery = (text: string) => text.trim();

/** Texts under the minimum length clear the results and close the list (01 §4.5). */
export const isSearchable = (text: string) => normaliseQuery(text).length >= SEARCH_MIN_LENGTH;

/** Products whose name, SKU, category or brand contain the text, case-insensitively, in catalogue order. */
export function searchProducts(index: SearchIndex, text: string, limit = Number.POSITIVE_INFINITY): Product[] {
  const needle = normaliseQuery(text).toLowerCase();
  if (!needle) return [];
  const matches: Product[] = [];
  for (let i = 0; i < index.haystacks.length && matches.length < limit; i += 1) {
    if (index.haystacks[i].includes(needle)) matches.push(index.products[i]);
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
export const searchPageParams = v.object({
  q: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), undefined),
});
