import { createFileRoute } from '@tanstack/react-router';
import { RebatesPage } from '../features/rebates/rebates-page';

export const Route = createFileRoute('/led-rebates-and-incentives')({
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/led-rebates-and-incentives', context)) : undefined,
  component: RebatesPage,
});
