import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../src/lib/outbox/entry';
import type { Delivery } from '../src/lib/outbox/delivery';
import { replayOutbox } from '../src/lib/outbox/send';
import { readReply } from '../src/lib/outbox/delivery';
import { allEntries, deleteEntry, getEntry, putEntry } from '../src/lib/outbox/store';
import { replayForSync } from './sync';

/** A lead waiting in the outbox, due at `nextAttemptAt`. */
const entry = (id: string, nextAttemptAt = 0): OutboxEntry => ({
  id, kind: 'catalogueRequest', endpoint: '/api/catalog', payload: { email: `${id}@example.com` }, files: [],
  summary: id, createdAt: Date.now(), state: 'pending', attempts: 0, nextAttemptAt,
});
const answered = (status: number): Delivery => ({ kind: 'answered', reply: readReply(status, '{}'), retryAfter: null });
const unreachable: Delivery = { kind: 'unreachable', error: 'Failed to fetch' };

afterEach(async () => {
  for (const stored of await allEntries()) await deleteEntry(stored.id);
});

describe('a Background Sync pass', () => {
  it('succeeds once everything is sent', async () => {
    await putEntry(entry('lead-1'));
    await expect(replayForSync(() => replayOutbox({ send: async () => answered(201) }))).resolves.toBeUndefined();
    expect((await getEntry('lead-1'))?.state).toBe('sent');
  });

  it('fails while an entry is still waiting, so the browser fires the sync again', async () => {
    await putEntry(entry('lead-1'));
    await expect(replayForSync(() => replayOutbox({ send: async () => unreachable }))).rejects.toThrow('1 outbox entry is still waiting');
    expect((await getEntry('lead-1'))?.state).toBe('pending');
  });

  it('fails for an entry whose retry time has not come yet', async () => {
    await putEntry(entry('lead-1', Date.now() + 60_000));
    await putEntry(entry('lead-2', Date.now() + 60_000));
    await expect(replayForSync(() => replayOutbox({ send: async () => answered(201) }))).rejects.toThrow('2 outbox entries are still waiting');
  });

  it('succeeds when what is left needs a person, not a retry', async () => {
    await putEntry(entry('lead-1'));
    await expect(replayForSync(() => replayOutbox({ send: async () => answered(400) }))).resolves.toBeUndefined();
    expect((await getEntry('lead-1'))?.state).toBe('needs-attention');
  });
});
