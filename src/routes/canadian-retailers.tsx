import { createFileRoute } from '@tanstack/react-router';
import { CanadianRetailersPage } from '../features/retailers/canadian-retailers-page';

export const Route = createFileRoute('/canadian-retailers')({
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/canadian-retailers')),
  component: CanadianRetailersPage,
});
