import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../features/catalogue/catalogue-page';
import { parseCatalogueSearch } from '../features/catalogue/url-state';
import { parseSearchPage } from '../features/search/model';
import { searchScope } from '../features/search/search-scope';
import { catalogueLoader } from '../lib/use-products';

/** Every match of a search, with the catalogue's cards, sort and filters. */
export const Route = createFileRoute('/search')({
  loader: async (args) =>
    catalogueLoader(args, import.meta.env.SSR ? (await import('../features/catalogue/model')).cataloguePageProducts : undefined),
  validateSearch: (raw: Record<string, unknown>) => ({ ...parseCatalogueSearch(raw), ...parseSearchPage(raw) }),
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/search', context)) : undefined,
  component: SearchPage,
});

function SearchPage() {
  const { q, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CataloguePage
      filters={filters}
      scope={searchScope(q ?? '')}
      handedOver={Route.useLoaderData().catalogue}
      // Narrowing the matches is the same page in the history, as on the catalogue.
      onChange={(next) => void navigate({ search: { ...next, q }, replace: true, resetScroll: false })}
    />
  );
}
