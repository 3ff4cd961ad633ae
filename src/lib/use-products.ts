import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { fetchProductList, type ProductList } from './api';
import { afterPageLoad } from './after-page-load';
import type { Product } from '../shared/product';
import type { RouterContext } from './router-context';
import { isUnreachable, unreachableText } from './unreachable';

export interface ProductsState {
  products: Product[];
  loading: boolean;
  error: string | null;
  /** The list could not be fetched and no copy is on this device: say so, with a retry, never "not found". */
  unreachable: boolean;
  /** When the server produced the list (earlier than the visit when it came from the offline cache). */
  asOf: number | null;
}

/**
 * The active catalogue, fetched once and shared by every page and the live search. A failed
 * load is kept as an error until the next useProducts() mount asks again.
 */
const EMPTY: ProductsState = { products: [], loading: false, error: null, unreachable: false, asOf: null };
let state = EMPTY;
let inFlight: Promise<void> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

const setState = (next: ProductsState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export function loadProducts(): Promise<void> {
  if (loaded) return Promise.resolve();
  inFlight ??= (async () => {
    setState({ ...state, loading: true, error: null, unreachable: false });
    try {
      const { products, asOf } = await fetchProductList();
      loaded = true;
      setState({ ...EMPTY, products, asOf });
    } catch (error) {
      console.error('Failed to load products', error);
      const unreachable = isUnreachable(error);
      const message = unreachable ? unreachableText(navigator.onLine) : (error as Error).message || 'Failed to fetch products';
      setState({ ...EMPTY, error: message, unreachable });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Starts from the list a page was rendered with, as if it had just been fetched: the browser
 * does so before hydrating the server's markup, so both render the same.
 */
export function primeProducts({ products, asOf }: ProductList) {
  loaded = true;
  state = { ...EMPTY, products, asOf };
}

/**
 * What a page's loader hands over: the whole list, or (`partial`) only the products the page
 * shows. A product page of a thousand-product catalogue carried every product's description in
 * its HTML and parsed them all before it could hydrate (decision 202).
 */
export interface HandedOverList extends ProductList {
  partial?: true;
}

/** Chooses, from the whole list, the products one page shows, keeping the catalogue's order. */
export type PageProducts = (all: readonly Product[]) => Product[];

/**
 * The loader of every page that shows the catalogue. On the server: the list it renders with,
 * handed to the browser with the page, cut down to what `shows` picks when given (routes pass
 * `shows` on the server only, so the browser's bundle leaves the picking out). In the browser:
 * the list if it is already here (for the page's title), never waiting for it: the page shows
 * its own loading state while it comes.
 */
export async function catalogueLoader(
  { context }: { context: RouterContext },
  shows?: PageProducts,
): Promise<{ catalogue?: HandedOverList }> {
  if (!context.catalogue) return { catalogue: loaded ? { products: state.products, asOf: state.asOf ?? Date.now() } : undefined };
  const list = await context.catalogue.list();
  if (!shows) return { catalogue: list };
  return { catalogue: { products: shows(list.products), asOf: list.asOf, partial: true } };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Never calls back: a page that shows what it was handed does not render again when the list changes. */
const unsubscribed = () => () => {};

/**
 * The whole list one server render's loaders handed over. The server renders many pages at
 * once, so each render's list travels with that render rather than in the shared store.
 */
const RenderedCatalogue = createContext<ProductsState | null>(null);
export const RenderedCatalogueProvider = RenderedCatalogue.Provider;

/** What a server render's list gives useProducts: loaded, as the browser's primed store is. */
export const renderedCatalogue = ({ products, asOf }: ProductList): ProductsState => ({ ...EMPTY, products, asOf });

/**
 * `enabled: false` defers the fetch (the header's search asks only once a visitor uses it).
 * A page handed part of the catalogue (`handedOver.partial`) shows that part as it was rendered,
 * and the whole list follows once the page has loaded, for the search and the next page.
 */
export function useProducts({ enabled = true, handedOver }: { enabled?: boolean; handedOver?: HandedOverList } = {}): ProductsState {
  const part = handedOver?.partial ? handedOver : undefined;
  const rendered = useContext(RenderedCatalogue);
  const snapshot = useSyncExternalStore(part ? unsubscribed : subscribe, () => state, () => rendered ?? state);
  useEffect(() => {
    if (!enabled) return;
    if (!part) return void loadProducts();
    return afterPageLoad(() => void loadProducts());
  }, [enabled, part]);
  if (part) return { ...EMPTY, products: part.products, asOf: part.asOf };
  // Before the first load starts, say it is loading rather than flash an empty state.
  if (snapshot === rendered) return snapshot;
  return enabled && !loaded && !snapshot.error && !snapshot.loading ? { ...snapshot, loading: true } : snapshot;
}

/** For tests: forget the loaded list. */
export function resetProductsForTests() {
  loaded = false;
  inFlight = null;
  state = EMPTY;
}
