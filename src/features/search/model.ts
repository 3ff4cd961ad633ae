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

/** The text the rules work with: what was typed, without surrounding spaces. */
export const normaliseQuery = (text: string) => text.trim();

/** Texts under the minimum length clear the results and close the list. */
export const isSearchable = (text: string) => normaliseQuery(text).length >= SEARCH_MIN_LENGTH;

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
