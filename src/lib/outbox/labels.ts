import { labelOf } from '../../schemas/contracts';
import { rmaNumberOf } from '../../schemas/rma';
import type { OutboxEntry } from './entry';
import type { OutboxChange } from './replay';

/** How a person names an entry; entries saved before labels were stored name their kind only. */
export const entryLabel = (entry: Pick<OutboxEntry, 'kind' | 'label'>) => entry.label ?? labelOf(entry.kind);

/** The line that tells a visitor something sent earlier has arrived, with its RMA number if any. */
export function deliveredMessage(change: Pick<OutboxChange, 'kind' | 'label' | 'reply'>) {
  const number = rmaNumberOf(change.reply?.json);
  const label = entryLabel(change);
  return number ? `${label} delivered. RMA Number: ${number}` : `${label} delivered.`;
}
