import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductPage } from '../features/product/product-page';
import { catalogueLoader } from '../lib/use-products';
import { findBySku } from '../shared/product';
import { ProductNotFound } from '../features/product/product-not-found';

export const Route = createFileRoute('/product/$sku')({
  loader: async (args) => {
    // The server hands the page only the products it shows; an unknown SKU is a real 404 there.
    const { productPageProducts } = import.meta.env.SSR ? await import('../features/product/model') : {};
    const data = await catalogueLoader(args, productPageProducts && ((all) => productPageProducts(all, args.params.sku)));
    if (args.context.catalogue && !findBySku(data.catalogue?.products ?? [], args.params.sku)) throw notFound();
    return data;
  },
  head: import.meta.env.SSR ? (context) => import('../features/product/page-meta').then(({ productHead }) => productHead(context)) : undefined,
  component: ProductRoute,
  notFoundComponent: ProductNotFound,
});

function ProductRoute() {
  const { sku } = Route.useParams();
  return <ProductPage sku={sku} handedOver={Route.useLoaderData().catalogue} />;
}
