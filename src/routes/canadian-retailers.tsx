import { createFileRoute } from '@tanstack/react-router';
import { RetailersPage } from '../features/retailers/retailers-page';

export const Route = createFileRoute('/canadian-retailers')({
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/canadian-retailers', context)) : undefined,
  component: () => <RetailersPage page="canada" />,
});
