import { lazy, Suspense } from 'react';
import { NotSavedOffline } from '../../components/offline/not-saved-offline';
import { loadProducts, useProducts, type HandedOverList } from '../../lib/use-products';
import { BuyPanel } from './buy-panel';
import { CordsSection } from './cords-section';
import { ImageGallery } from './image-gallery';
import { KnowledgeSections } from './knowledge-sections';
import { PRODUCT_TEXT } from './messages';
import { findBySku } from '../../shared/product';
import { isPowered, relatedProducts, takesCords } from './model';
import { OverviewSection } from './overview-section';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductNotFound } from './product-not-found';
import { ProductSkeleton } from './product-skeleton';
import { TechSpecs } from './tech-specs';
import classes from './product.module.css';

const RelatedCarousel = lazy(() => import('./related-carousel'));

/**
 * The product is read from the shared catalogue, so it opens offline and without a second call;
 * a page the server rendered shows the products it was handed.
 */
export function ProductPage({ sku, handedOver }: { sku: string; handedOver?: HandedOverList }) {
  const { products, loading, unreachable } = useProducts({ handedOver });
  if (loading) {
    return (
      <div className={classes.page}>
        <ProductSkeleton />
      </div>
    );
  }
  if (unreachable) {
    return (
      <div className={classes.page}>
        <NotSavedOffline heading="h1" onRetry={() => void loadProducts()} />
      </div>
    );
  }
  const product = findBySku(products, sku);
  if (!product) return <ProductNotFound />;
  const related = relatedProducts(products, product);

  return (
    // Keyed by SKU: moving to a related product starts with a fresh panel (quantity, voltage).
    <div className={classes.page} key={product.sku}>
      <ProductBreadcrumb product={product} />
      <div className={classes.top}>
        <ImageGallery product={product} />
        <BuyPanel product={product} />
      </div>
      <OverviewSection product={product} />
      <TechSpecs product={product} />
      {isPowered(product) && <KnowledgeSections product={product} />}
      {takesCords(product) && <CordsSection product={product} catalogue={products} />}
      {related.length > 0 && (
        <section className={classes.section} aria-labelledby="related-heading">
          <h2 id="related-heading">{PRODUCT_TEXT.related}</h2>
          <Suspense fallback={null}>
            <RelatedCarousel products={related} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
