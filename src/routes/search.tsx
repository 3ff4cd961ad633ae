import { createFileRoute } from '@tanstack/react-router';
import { parseSearchPage } from '../features/search/model';
import { SearchResults } from '../features/search/search-results';
import { catalogueLoader } from '../lib/use-products';

export const Route = createFileRoute('/search')({
  loader: catalogueLoader,
  validateSearch: parseSearchPage,
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/search')),
  component: SearchPage,
});

function SearchPage() {
  const { q = '' } = Route.useSearch();
  return <SearchResults query={q} />;
}
