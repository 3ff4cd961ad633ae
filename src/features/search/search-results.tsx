import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { NotSavedOffline } from '../../components/offline/not-saved-offline';
import { loadProducts, useProducts } from '../../lib/use-products';
import { normaliseQuery, searchIndexOf, searchMessages, searchProducts, toSuggestion } from './model';
import { SuggestionContent } from './suggestion-content';
import classes from './search-results.module.css';

/** Every product matching the query, uncapped: where "see all results" leads (01 §2.3). */
export function SearchResults({ query: rawQuery }: { query: string }) {
  const query = normaliseQuery(rawQuery);
  const { products, loading, error, unreachable } = useProducts();
  const matches = useMemo(() => searchProducts(searchIndexOf(products), query), [products, query]);

  return (
    <section className={classes.page} aria-labelledby="search-heading">
      <h1 id="search-heading" className={classes.heading}>
        {query ? searchMessages.resultsHeading(query) : searchMessages.label}
      </h1>
      {query && unreachable ? (
        <NotSavedOffline onRetry={() => void loadProducts()} />
      ) : (
        <SearchOutcome query={query} loading={loading} error={error} count={matches.length} />
      )}
      {query && !loading && matches.length > 0 && (
        <ul className={classes.list}>
          {matches.map((product) => (
            <li key={product.id}>
              <Link to="/product/$sku" params={{ sku: product.sku }} className={classes.row}>
                <SuggestionContent suggestion={toSuggestion(product)} imageSize={72} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface OutcomeProps {
  query: string;
  loading: boolean;
  error: string | null;
  count: number;
}

function SearchOutcome({ query, loading, error, count }: OutcomeProps) {
  if (!query) return <p className={classes.note}>{searchMessages.emptyQuery}</p>;
  if (loading)
    return (
      <p className={classes.note} role="status">
        {searchMessages.searching}
      </p>
    );
  if (error)
    return (
      <p className={classes.error} role="alert">
        {searchMessages.loadFailed}
      </p>
    );
  if (count === 0) {
    return (
      <div className={classes.empty} role="status">
        <p className={classes.emptyTitle}>{searchMessages.noResults(query)}</p>
        <Link to="/categories" className={classes.browse}>
          {searchMessages.browseAll}
        </Link>
      </div>
    );
  }
  return (
    <p className={classes.note} role="status">
      {searchMessages.resultCount(count)}
    </p>
  );
}
