import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../features/offline/outbox-page';

export const Route = createFileRoute('/outbox')({ component: OutboxPage });
