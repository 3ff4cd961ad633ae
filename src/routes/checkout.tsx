import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';

export const Route = createFileRoute('/checkout')({
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/checkout')),
  component: CheckoutPage,
});
