import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { ALL_PRODUCTS_BANNER, ALL_PRODUCTS_LABEL, CATEGORY_INFO_MISSING, categoryBySlug } from '../../shared/content/categories';
import { NotSavedOffline } from '../../components/offline/not-saved-offline';
import { ProductCard } from '../../components/product/product-card';
import type { Product } from '../../shared/product';
import { loadProducts, useProducts, type HandedOverList } from '../../lib/use-products';
import { CatalogueEmpty, CatalogueError, CatalogueLoading, CatalogueNoMatch } from './catalogue-states';
import { FilterPanel } from './filter-panel';
import { CATALOGUE_TEXT, resultCount } from './messages';
import { MobileFilters } from './mobile-filters';
import { clearFilters, DEFAULT_SORT, setSort, viewCatalogue, type CatalogueFilters, type SortOrder } from './model';
import classes from './catalogue.module.css';

/** Tiles in the grid's first row at its widest: their photos are on the first screen. */
const FIRST_SCREEN_CARDS = 4;

const SORT_OPTIONS = [
  { value: 'price-desc', label: CATALOGUE_TEXT.sortHighLow },
  { value: 'price-asc', label: CATALOGUE_TEXT.sortLowHigh },
];

/**
 * Part of the catalogue shown with the same cards, sort and filters, such as a search's matches:
 * its own heading, and its own message when it holds nothing at all. Its category is one more
 * filter, cleared with the others.
 */
export interface CatalogueScope {
  title: string;
  select: (products: readonly Product[]) => readonly Product[];
  empty: ReactNode;
}

interface CataloguePageProps {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
  scope?: CatalogueScope;
  /** The products the server rendered the page with, when it handed over part of the catalogue. */
  handedOver?: HandedOverList;
}

export function CataloguePage({ filters, onChange, scope, handedOver }: CataloguePageProps) {
  const { products, loading, error, unreachable } = useProducts({ handedOver });
  const category = categoryBySlug(filters.category);
  const banner = filters.category ? (category?.banner ?? CATEGORY_INFO_MISSING) : ALL_PRODUCTS_BANNER;
  const title = scope?.title ?? category?.name ?? ALL_PRODUCTS_LABEL;
  const shown = scope ? scope.select(products) : products;
  const view = viewCatalogue(shown, filters);

  let content;
  if (loading) content = <CatalogueLoading />;
  else if (unreachable) content = <NotSavedOffline onRetry={() => void loadProducts()} />;
  else if (error) content = <CatalogueError message={error} />;
  else if (scope && shown.length === 0) content = scope.empty;
  else if (!scope && view.inCategoryCount === 0) content = <CatalogueEmpty />;
  else if (view.products.length === 0)
    content = <CatalogueNoMatch onClear={() => onChange(clearFilters(scope ? { ...filters, category: undefined } : filters))} />;
  else
    content = (
      <>
        <p className={classes.count} aria-live="polite">
          {resultCount(view.products.length)}
        </p>
        <ul className={classes.grid} aria-label={title}>
          {view.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} firstScreen={index < FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <div className={classes.page}>
      <header className={classes.banner}>
        <h1>{title}</h1>
        {!scope && <p>{banner}</p>}
      </header>
      <div className={classes.layout}>
        <aside className={classes.sidebar} aria-label={CATALOGUE_TEXT.filtersTitle}>
          <FilterPanel filters={filters} onChange={onChange} />
        </aside>
        <section className={classes.results}>
          <div className={classes.toolbar}>
            <NativeSelect
              label={CATALOGUE_TEXT.sortLabel}
              data={SORT_OPTIONS}
              value={filters.sort ?? DEFAULT_SORT}
              onChange={(event) => onChange(setSort(filters, event.currentTarget.value as SortOrder))}
              size="sm"
            />
          </div>
          {content}
        </section>
      </div>
      <MobileFilters filters={filters} onApply={onChange} />
    </div>
  );
}
