import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart-page/cart-page';

export const Route = createFileRoute('/cart')({
  head: import.meta.env.SSR ? (context) => import('../features/cart-page/page-head').then(({ cartHead }) => cartHead(context)) : undefined,
  component: CartPage,
});
