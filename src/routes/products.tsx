import { createFileRoute, redirect } from '@tanstack/react-router';
import { catalogueSearchSchema } from '../features/catalogue/url-state';

/** /products is the catalogue under another name (01 §2.1): one canonical URL, /categories. */
export const Route = createFileRoute('/products')({
  validateSearch: catalogueSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/categories', search, replace: true });
  },
});
