import { NativeSelect } from '@mantine/core';
import { ALL_PRODUCTS_BANNER, ALL_PRODUCTS_LABEL, CATEGORY_INFO_MISSING, categoryBySlug } from '../../content/categories';
import { NotSavedOffline } from '../../components/offline/not-saved-offline';
import { ProductCard } from '../../components/product/product-card';
import { loadProducts, useProducts } from '../../lib/use-products';
import { CatalogueEmpty, CatalogueError, CatalogueLoading, CatalogueNoMatch } from './catalogue-states';
import { FilterPanel } from './filter-panel';
import { CATALOGUE_TEXT, resultCount } from './messages';
import { MobileFilters } from './mobile-filters';
import { clearFilters, DEFAULT_SORT, setSort, viewCatalogue, type CatalogueFilters, type SortOrder } from './model';
import classes from './catalogue.module.css';

const SORT_OPTIONS = [
  { value: 'price-desc', label: CATALOGUE_TEXT.sortHighLow },
  { value: 'price-asc', label: CATALOGUE_TEXT.sortLowHigh },
];

interface CataloguePageProps {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
}

export function CataloguePage({ filters, onChange }: CataloguePageProps) {
  const { products, loading, error, unreachable } = useProducts();
  const category = categoryBySlug(filters.category);
  const banner = filters.category ? (category?.banner ?? CATEGORY_INFO_MISSING) : ALL_PRODUCTS_BANNER;
  const view = viewCatalogue(products, filters);

  let content;
  if (loading) content = <CatalogueLoading />;
  else if (unreachable) content = <NotSavedOffline onRetry={() => void loadProducts()} />;
  else if (error) content = <CatalogueError message={error} />;
  else if (view.inCategoryCount === 0) content = <CatalogueEmpty />;
  else if (view.products.length === 0) content = <CatalogueNoMatch onClear={() => onChange(clearFilters(filters))} />;
  else
    content = (
      <>
        <p className={classes.count} aria-live="polite">
          {resultCount(view.products.length)}
        </p>
        <ul className={classes.grid} aria-label={category?.name ?? ALL_PRODUCTS_LABEL}>
          {view.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <div className={classes.page}>
      <header className={classes.banner}>
        <h1>{category?.name ?? ALL_PRODUCTS_LABEL}</h1>
        <p>{banner}</p>
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
