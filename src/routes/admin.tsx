import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page';

// Its own chunk (autoCodeSplitting), left out of the service worker's precache (vite.config.ts).
export const Route = createFileRoute('/admin')({
  // What it shows lives in this browser (its cart, outbox, storage or staff session): it renders there only.
  ssr: false,
  // Staff work in a plain frame of their own, not the shop's.
  staticData: { ownFrame: true },
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/admin', context)) : undefined,
  component: AdminPage,
});
