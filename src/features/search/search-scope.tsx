import { Link } from '@tanstack/react-router';
import type { Product } from '../../shared/product';
import { searchIndexOf, searchProducts } from '../../lib/product-search';
import { normaliseQuery, searchMessages } from './model';
import classes from './search-scope.module.css';

/**
 * What /search shows of the catalogue: every product matching the query, uncapped, to be shown
 * with the catalogue's own cards, sort and filters. No query matches nothing, and the page
 * invites one instead.
 */
export function searchScope(rawQuery: string) {
  const query = normaliseQuery(rawQuery);
  return {
    title: query ? searchMessages.resultsHeading(query) : searchMessages.label,
    select: (products: readonly Product[]) => (query ? searchProducts(searchIndexOf(products), query) : []),
    empty: query ? <NoMatches query={query} /> : <p className={classes.note}>{searchMessages.emptyQuery}</p>,
  };
}

function NoMatches({ query }: { query: string }) {
  return (
    <div className={classes.empty} role="status">
      <p className={classes.emptyTitle}>{searchMessages.noResults(query)}</p>
      <Link to="/categories" className={classes.browse}>
        {searchMessages.browseAll}
      </Link>
    </div>
  );
}
