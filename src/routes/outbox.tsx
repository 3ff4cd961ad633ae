import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../features/offline/outbox-page';

export const Route = createFileRoute('/outbox')({
  // What it shows lives in this browser (its cart, outbox, storage or staff session): it renders there only.
  ssr: false,
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/outbox', context)) : undefined,
  component: OutboxPage,
});
