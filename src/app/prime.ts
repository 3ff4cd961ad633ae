import type { AnyRouter } from '@tanstack/react-router';
import { primeProducts, type HandedOverList } from '../lib/use-products';

/** The catalogue a page's loader handed over, if it is one that shows the catalogue. */
const catalogueOf = (data: unknown): HandedOverList | undefined => (data as { catalogue?: HandedOverList } | undefined)?.catalogue;

/** Primes the shared stores with the data the page's loaders produced (on the server) or carried over (in the browser). */
export function primeFromMatches(router: AnyRouter) {
  for (const match of router.state.matches) {
    const catalogue = catalogueOf(match.loaderData);
    // Part of the list is the page's own: the shared list stays for the whole one.
    if (catalogue && !catalogue.partial) primeProducts(catalogue);
  }
}
