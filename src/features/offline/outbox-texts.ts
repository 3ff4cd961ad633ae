import type { OutboxChange } from '../../lib/outbox/replay';
import type { OutboxEntry } from '../../lib/outbox/model';
import { labelOf } from '../../schemas/contracts';
import { rmaNumberOf } from '../../schemas/rma';


export function deliveredMessage(change: Pick<OutboxChange, 'kind' | 'answer'>) {
  const number = rmaNumberOf(change.answer);
  return number ? `${labelOf(change.kind)} delivered. RMA Number: ${number}` : `${labelOf(change.kind)} delivered.`;
}

export const STATE_LABELS: Record<OutboxEntry['state'], string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  'needs-attention': 'Needs attention',
};
