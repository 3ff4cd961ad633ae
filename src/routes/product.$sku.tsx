import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '../features/product/product-page';

export const Route = createFileRoute('/product/$sku')({
  component: ProductRoute,
});

function ProductRoute() {
  const { sku } = Route.useParams();
  return <ProductPage sku={sku} />;
}
