import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart-page/cart-page';

export const Route = createFileRoute('/cart')({
  component: CartPage,
});
