import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import type { OutboxEntry } from './entry';
import type { Delivery } from './delivery';
import { attempt, replayOutbox } from './send';
import { readReply } from './delivery';
import { testEntry } from '../../../tests/setup/outbox-entry';
import { allEntries, deleteEntry, getEntry, putEntry } from './store';

const entry = (id: string, overrides: Partial<OutboxEntry> = {}) =>
  testEntry({ id, payload: { email: `${id}@example.com` }, summary: id, createdAt: Date.now(), ...overrides });
const answer = (status: number, body: unknown = {}, retryAfter: string | null = null): Delivery => ({
  kind: 'answered',
  reply: readReply(status, JSON.stringify(body)),
  retryAfter,
});

afterEach(async () => {
  for (const stored of await allEntries()) await deleteEntry(stored.id);
});

describe('replaying the outbox', () => {
  it('delivers each entry exactly once when many replays are triggered together', async () => {
    for (let n = 0; n < 5; n++) await putEntry(entry(`lead-${n}`));
    const sent: string[] = [];
    const send = async (sending: OutboxEntry) => {
      sent.push(sending.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer(201);
    };
    await Promise.all(Array.from({ length: 10 }, () => replayOutbox({ send })));
    expect(sent.sort()).toEqual(['lead-0', 'lead-1', 'lead-2', 'lead-3', 'lead-4']);
    expect((await allEntries()).every((stored) => stored.state === 'sent')).toBe(true);
  });

  it('keeps retrying through 500s and a 429 until the server takes it, then stops', async () => {
    await putEntry(entry('flaky'));
    const answers = [answer(500), answer(500), answer(500), answer(429, {}, '0'), answer(201, { ok: true })];
    const send = vi.fn(async () => answers.shift()!);
    for (let round = 0; round < 8; round++) await replayOutbox({ send, urgency: 'now' });
    expect(send).toHaveBeenCalledTimes(5);
    expect(await getEntry('flaky')).toMatchObject({ state: 'sent', attempts: 5, answer: { ok: true } });
  });

  it('moves a refused entry to needs attention with the server message, and stops sending it', async () => {
    await putEntry(entry('bad'));
    const send = vi.fn(async () => answer(400, { error: 'Email is invalid', details: {} }));
    await replayOutbox({ send, urgency: 'now' });
    await replayOutbox({ send, urgency: 'now' });
    expect(send).toHaveBeenCalledOnce();
    expect(await getEntry('bad')).toMatchObject({ state: 'needs-attention', problem: { kind: 'answered', status: 400, message: 'Email is invalid' } });
  });

  it('waits out the backoff unless asked to send now', async () => {
    await putEntry(entry('later', { nextAttemptAt: Date.now() + 60_000 }));
    const send = vi.fn(async () => answer(201));
    await replayOutbox({ send });
    expect(send).not.toHaveBeenCalled();
    await replayOutbox({ send, urgency: 'now' });
    expect(send).toHaveBeenCalledOnce();
  });

  it('picks up an entry left "sending" by a sender that died', async () => {
    await putEntry(entry('orphan', { state: 'sending' }));
    const send = vi.fn(async () => answer(201));
    await replayOutbox({ send });
    expect(send).toHaveBeenCalledOnce();
  });

  it('does not resurrect an entry discarded while it was being sent', async () => {
    await putEntry(entry('discarded'));
    const result = await attempt('discarded', {
      send: async () => {
        await deleteEntry('discarded');
        return answer(201);
      },
    });
    expect(result).toMatchObject({ entry: undefined });
    expect(await getEntry('discarded')).toBeUndefined();
  });

  it('leaves an entry whose retry another pass has just put off, unless a person says send now', async () => {
    await putEntry(entry('later', { attempts: 1, nextAttemptAt: Date.now() + 60_000 }));
    const send = vi.fn(async () => answer(201));
    await attempt('later', { send });
    expect(send).not.toHaveBeenCalled();
    await attempt('later', { send, urgency: 'now' });
    expect(send).toHaveBeenCalledOnce();
    expect((await getEntry('later'))?.state).toBe('sent');
  });
});
