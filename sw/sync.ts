import type { OutboxEntry } from '../src/lib/outbox/entry';
import { replayOutbox } from '../src/lib/outbox/send';

/**
 * One Background Sync pass over the outbox. It fails while entries are still waiting (the
 * server was down, or an entry's retry time has not come), because only a failed sync makes the
 * browser fire it again later; a sync that succeeds is never repeated.
 */
export async function replayForSync(replay: () => Promise<OutboxEntry[]> = replayOutbox): Promise<void> {
  const waiting = await replay();
  if (waiting.length > 0) throw new Error(`${waiting.length} outbox ${waiting.length === 1 ? 'entry is' : 'entries are'} still waiting`);
}
