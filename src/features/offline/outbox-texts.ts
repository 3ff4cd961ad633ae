import type { OutboxChange } from '../../lib/outbox/replay';
import type { OutboxEntry } from '../../lib/outbox/model';

/** How each kind of submission (the last segment of its endpoint) is named in the outbox. */
export const KIND_LABELS: Record<string, string> = {
  catalog: 'Catalogue request',
  freelightlayout: 'Free light layout request',
  retailers: 'Retailer inquiry',
  document: 'Document request',
  requestproduct: 'Back-in-stock alert',
  'save-rebate-form.php': 'Rebate request',
  'create-rma-complete': 'Return (RMA) request',
};

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? 'Submission';

/** The RMA number the server gave, from either answer shape. */
export function rmaNumberOf(answer: unknown): string | undefined {
  const body = answer as { rma?: { rma_number?: string }; rma_number?: string } | undefined;
  return body?.rma?.rma_number ?? body?.rma_number;
}

export function deliveredMessage(change: Pick<OutboxChange, 'kind' | 'answer'>) {
  const number = rmaNumberOf(change.answer);
  return number ? `${kindLabel(change.kind)} delivered. RMA Number: ${number}` : `${kindLabel(change.kind)} delivered.`;
}

export const STATE_LABELS: Record<OutboxEntry['state'], string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  'needs-attention': 'Needs attention',
};
