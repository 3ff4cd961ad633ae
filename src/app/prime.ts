import type { AnyRouter } from '@tanstack/react-router';
import { primeProducts, type HandedOverList } from '../lib/use-products';

/** The catalogue a page's loader handed over, if it is one that shows the catalogue. */
const catalogueOf = (data: unknown): HandedOverList | undefined => (data as { catalogue?: HandedOverList } | undefined)?.catalogue;

/** The whole catalogue the page's loaders handed over; part of the list is the page's own and stays with it. */
export function wholeCatalogueOf(router: AnyRouter): HandedOverList | undefined {
  return router.state.matches
    .map((match) => catalogueOf(match.loaderData))
    .filter((catalogue) => catalogue && !catalogue.partial)
    .at(-1);
}

/** Primes the browser's shared store with the list the server's render carried over. */
export function primeFromMatches(router: AnyRouter) {
  const catalogue = wholeCatalogueOf(router);
  if (catalogue) primeProducts(catalogue);
}
