import { createFileRoute } from '@tanstack/react-router';
import { RetailersPage } from '../features/retailers/retailers-page';

export const Route = createFileRoute('/canadian-retailers')({
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/canadian-retailers')),
  component: () => <RetailersPage page="canada" />,
});
