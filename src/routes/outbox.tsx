import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../features/offline/outbox-page';

export const Route = createFileRoute('/outbox')({
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/outbox')),
  component: OutboxPage });
