import { notifications } from '@mantine/notifications';
import { deliveredMessage } from '../lib/outbox/page/runtime';
import type { OutboxChange } from '../lib/outbox/send';

/** Something sent earlier, while nobody watched its form, has arrived: say so, with its RMA number. */
export function announceDelivery(change: OutboxChange) {
  notifications.show({ color: 'green', title: 'Sent', message: deliveredMessage(change) });
}
