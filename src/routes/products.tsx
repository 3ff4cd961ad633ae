import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseCatalogueSearch } from '../features/catalogue/url-state';

/** /products is the catalogue under another name: it redirects, so there is one canonical URL, /categories. */
export const Route = createFileRoute('/products')({
  validateSearch: parseCatalogueSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/categories', search, replace: true });
  },
});
