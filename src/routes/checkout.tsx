import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';

export const Route = createFileRoute('/checkout')({
  // What it shows lives in this browser (its cart, outbox, storage or staff session): it renders there only.
  ssr: false,
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/checkout', context)) : undefined,
  component: CheckoutPage,
});
