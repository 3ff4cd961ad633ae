import { createFileRoute } from '@tanstack/react-router';
import { RmaPage } from '../features/rma/components/rma-page';

export const Route = createFileRoute('/rma')({
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/rma', context)) : undefined,
  component: RmaPage,
});
