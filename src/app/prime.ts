import type { AnyRouter } from '@tanstack/react-router';
import type { ProductList } from '../lib/api';
import { primeProducts } from '../lib/use-products';

/** The catalogue a page's loader handed over, if it is one that shows the catalogue. */
const catalogueOf = (data: unknown): ProductList | undefined => (data as { catalogue?: ProductList } | undefined)?.catalogue;

/** Primes the shared stores with the data the page's loaders produced (on the server) or carried over (in the browser). */
export function primeFromMatches(router: AnyRouter) {
  for (const match of router.state.matches) {
    const catalogue = catalogueOf(match.loaderData);
    if (catalogue) primeProducts(catalogue);
  }
}
