import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart-page/cart-page';

export const Route = createFileRoute('/cart')({
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/cart')),
  component: CartPage,
});
