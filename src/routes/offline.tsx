import { createFileRoute } from '@tanstack/react-router';
import { OfflineSettingsPage } from '../features/offline/offline-settings-page';

export const Route = createFileRoute('/offline')({
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/offline')),
  component: OfflineSettingsPage });
