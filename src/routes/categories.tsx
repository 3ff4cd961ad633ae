import { createFileRoute, useLocation } from '@tanstack/react-router';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import { parseCatalogueSearch } from '../features/catalogue/url-state';
import { useCategoryFromUrl } from '../features/catalogue/use-category-from-url';
import { catalogueLoader } from '../lib/use-products';

export const Route = createFileRoute('/categories')({
  loader: async (args) =>
    catalogueLoader(args, import.meta.env.SSR ? (await import('../features/catalogue/model')).cataloguePageProducts : undefined),
  validateSearch: parseCatalogueSearch,
  head: import.meta.env.SSR ? (context) => import('../features/catalogue/page-meta').then(({ catalogueHead }) => catalogueHead(context)) : undefined,
  component: CategoriesRoute,
});

function CategoriesRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const hash = useLocation({ select: (location) => location.hash });
  // The page does its own scrolling: smoothly to the top for a new category, not at all for a filter.
  useCategoryFromUrl(filters.category, hash, (category) =>
    void navigate({ search: { ...filters, category }, replace: true, resetScroll: false }),
  );
  return (
    <CataloguePage
      filters={filters}
      handedOver={Route.useLoaderData().catalogue}
      // A new category is a new page in the history; a narrower filter is not.
      onChange={(next) => void navigate({ search: next, replace: next.category === filters.category, resetScroll: false })}
    />
  );
}
