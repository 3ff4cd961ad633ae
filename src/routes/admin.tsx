import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page';

// Its own chunk (autoCodeSplitting), left out of the service worker's precache (vite.config.ts).
export const Route = createFileRoute('/admin')({
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/admin')),
  component: AdminPage,
});
