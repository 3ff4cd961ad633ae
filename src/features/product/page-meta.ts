import { CATEGORIES, subcategoryLabel } from '../../shared/content/categories';
import { PAGE_META } from '../../shared/content/page-meta';
import { SITE } from '../../shared/content/site';
import type { ProductList } from '../../lib/api';
import { pageHead, type HeadContext, type PageMeta } from '../../lib/page-head';
import { productPhotos, productPrice, stockOf, type Product } from '../../shared/product';
import { PRODUCT_TEXT } from './messages';
import { findBySku } from '../../shared/product';

const SCHEMA = 'https://schema.org';

/**
 * How a product page presents itself: its name and summary, its photo for link previews, and
 * Product and BreadcrumbList structured data whose price and availability are the page's own.
 * An unknown SKU is the not-found page.
 */
export function productMeta(catalogue: readonly Product[] | undefined, sku: string): PageMeta {
  const path = `/product/${encodeURIComponent(sku)}`;
  // In the browser before the catalogue has arrived: the SKU is all there is to go by.
  if (!catalogue) return { title: sku, description: PAGE_META['/categories'].description, path };
  const product = findBySku(catalogue, sku);
  if (!product) return { ...PAGE_META.notFound, title: PRODUCT_TEXT.notFoundHeading, path };
  const photos = productPhotos(product);
  const description = String(product.short_description || `${product.item_name} (${product.sku}) by ${SITE.name}.`);
  const shelf = CATEGORIES.find((category) => category.name === product.category);
  return {
    title: product.item_name,
    description,
    path,
    image: photos[0],
    structuredData: (absolute) => [
      {
        '@context': SCHEMA,
        '@type': 'Product',
        name: product.item_name,
        sku: product.sku,
        brand: { '@type': 'Brand', name: String(product.brand || SITE.name) },
        image: photos.map(absolute),
        description,
        offers: {
          '@type': 'Offer',
          url: absolute(path),
          price: productPrice(product).toFixed(2),
          priceCurrency: 'USD',
          availability: `${SCHEMA}/${stockOf(product) > 0 ? 'InStock' : 'OutOfStock'}`,
        },
      },
      {
        '@context': SCHEMA,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: PRODUCT_TEXT.shop, url: absolute('/categories') },
          ...(shelf
            ? [{ name: product.subcategory ? subcategoryLabel(product.subcategory) : shelf.name, url: absolute(`/categories?category=${shelf.slug}`) }]
            : []),
          { name: product.item_name, url: absolute(path) },
        ].map(({ name, url: item }, index) => ({ '@type': 'ListItem', position: index + 1, name, item })),
      },
    ],
  };
}

interface ProductHeadContext extends HeadContext {
  loaderData?: { catalogue?: ProductList };
  params: { sku: string };
  match: HeadContext['match'] & { status: string };
}

/** The product route's `head`: from the catalogue the loader had at hand; a SKU the server does not know is not found. */
export const productHead = (context: ProductHeadContext) =>
  pageHead(productMeta(context.match.status === 'notFound' ? [] : context.loaderData?.catalogue?.products, context.params.sku), context);
