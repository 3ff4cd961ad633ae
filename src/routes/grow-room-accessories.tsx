import { createFileRoute } from '@tanstack/react-router';
import { AccessoriesPage } from '../features/accessories/accessories-page';

export const Route = createFileRoute('/grow-room-accessories')({
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/grow-room-accessories', context)) : undefined,
  component: AccessoriesPage,
});
