import type { OutboxEntry, Problem } from './entry';

/** What the forms, the header and /outbox say about submissions kept on this device. */

/** A form's submission is kept while the device has no connection. */
export const QUEUED_OFFLINE = "Saved — it will be sent when you're back online";
/** A form's submission is kept while the device is online but the server does not answer. */
export const QUEUED_UNREACHABLE = "Can't reach the Verdant server — saved on this device, will send automatically";

/** The line a form shows while its submission waits, by whether the device is online. */
export const queuedMessage = (online: boolean) => (online ? QUEUED_UNREACHABLE : QUEUED_OFFLINE);

/** How many submissions wait to be sent, as the header and the menu say it. */
export const pendingLabel = (count: number) => (count === 1 ? '1 waiting to send' : `${count} waiting to send`);

export const STATE_LABELS: Record<OutboxEntry['state'], string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  'needs-attention': 'Needs attention',
};

/** Why an entry has not gone yet, in plain words (never a browser's error text). */
export function problemText(problem: Problem): string {
  if (problem.kind === 'unreachable') return "Can't reach the Verdant server — it will be sent automatically";
  return `Last error: ${problem.message}`;
}
