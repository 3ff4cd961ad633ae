import { createFileRoute } from '@tanstack/react-router';
import { OfflineSettingsPage } from '../features/offline/offline-settings-page';

export const Route = createFileRoute('/offline')({
  // What it shows lives in this browser (its cart, outbox, storage or staff session): it renders there only.
  ssr: false,
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/offline', context)) : undefined,
  component: OfflineSettingsPage,
});
