import { createFileRoute } from '@tanstack/react-router';
import { searchPageParams } from '../features/search/model';
import { SearchResults } from '../features/search/search-results';

export const Route = createFileRoute('/search')({
  validateSearch: searchPageParams,
  component: SearchPage,
});

function SearchPage() {
  const { q = '' } = Route.useSearch();
  return <SearchResults query={q} />;
}
