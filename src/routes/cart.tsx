import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../features/cart-page/cart-page';

export const Route = createFileRoute('/cart')({
  // What it shows lives in this browser (its cart, outbox, storage or staff session): it renders there only.
  ssr: false,
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/cart')),
  component: CartPage,
});
