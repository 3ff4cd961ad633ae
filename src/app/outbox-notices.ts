import { notifications } from '@mantine/notifications';
import { deliveredMessage } from '../lib/outbox/labels';
import type { OutboxChange } from '../lib/outbox/replay';

/** Something sent earlier, while nobody watched its form, has arrived: say so, with its RMA number. */
export function announceDelivery(change: OutboxChange) {
  notifications.show({ color: 'green', title: 'Sent', message: deliveredMessage(change) });
}
