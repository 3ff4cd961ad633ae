import { act } from '@testing-library/react';
import { fakeTimersKeepingStorage } from '../../../../tests/setup/held-fetch';
import { announce, type OutboxChange } from '../send';
import { readReply } from '../delivery';
import { allEntries, deleteEntry, getEntry, putEntry } from '../store';
import { testEntry } from '../../../../tests/setup/outbox-entry';
import { watchOnScreen } from './view-store';
import { PROBE_MAX_MS, PROBE_URL, startOutboxRuntime } from './runtime';

/** A lead whose first attempt found the server down: its own retry is minutes away. */
const waitingLead = () =>
  testEntry({ id: 'lead-1', createdAt: Date.now(), attempts: 1, nextAttemptAt: Date.now() + 5 * 60_000, problem: { kind: 'unreachable' } });

/** A server that is down until `up()`; it records when each probe and each delivery came. */
function stubServer() {
  let running = false;
  const probes: number[] = [];
  const deliveries: number[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.method === 'HEAD' && url === PROBE_URL) probes.push(Date.now());
    if (init.method === 'POST') deliveries.push(Date.now());
    if (!running) throw new TypeError('Failed to fetch');
    return new Response(init.method === 'HEAD' ? null : JSON.stringify({ ok: true, message: 'Received', id: 1 }), { status: 201 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { probes, deliveries, up: () => (running = true) };
}

/** Lets fake time pass in steps, with IndexedDB's real turns run in between. */
async function pass(ms: number, step = 100) {
  for (let passed = 0; passed < ms; passed += step) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
      for (let turn = 0; turn < 20; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    });
  }
}

let stop: (() => void) | undefined;

/** The page's runtime with fake time, over a server that is down and a lead waiting for it. */
async function startWaiting(onDelivered?: (change: OutboxChange) => void) {
  await putEntry(waitingLead());
  const server = stubServer();
  fakeTimersKeepingStorage();
  stop = startOutboxRuntime({ onDelivered });
  return server;
}
afterEach(async () => {
  stop?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const entry of await allEntries()) await deleteEntry(entry.id);
});

describe('the outbox runtime', () => {
  it('probes a stopped server with growing waits capped at 4 s, and sends within 5 s of its return without any connection event', async () => {
    const server = await startWaiting();
    await pass(20_000);
    expect(server.deliveries).toEqual([]);
    const waits = server.probes.slice(1).map((at, index) => at - server.probes[index]);
    expect(waits.slice(0, 3)).toEqual([2000, 4000, 4000]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(PROBE_MAX_MS);

    const back = Date.now();
    server.up();
    await pass(5000);
    expect(server.deliveries).toHaveLength(1);
    expect(server.deliveries[0] - back).toBeLessThan(5000);
    expect((await getEntry('lead-1'))?.state).toBe('sent');

    // Nothing waits any more: the probes stop.
    const probesSoFar = server.probes.length;
    await pass(10_000);
    expect(server.probes).toHaveLength(probesSoFar);
  });

  it('sends what waits for the server as soon as the server answers anyone', async () => {
    const server = await startWaiting();
    await pass(500);
    server.up();
    // Another form's submission just got its answer.
    announce({ ...waitingLead(), id: 'other', state: 'sent' }, false, readReply(201, '{"ok":true}'));
    await pass(300);
    expect(server.deliveries).toHaveLength(1);
    expect(server.probes).toHaveLength(0);
  });

  it('announces a delivery only when no form on screen already shows it', async () => {
    const delivered = vi.fn();
    await putEntry({ ...waitingLead(), id: 'lead-2', summary: 'second' });
    const unwatch = watchOnScreen('lead-1');
    const server = await startWaiting(delivered);
    server.up();
    await pass(2000);
    unwatch();
    expect(server.deliveries).toHaveLength(2);
    expect(delivered.mock.calls.map(([change]) => change.id)).toEqual(['lead-2']);
  });

  it('does not probe while nothing waits, nor while the page is out of view', async () => {
    const server = stubServer();
    fakeTimersKeepingStorage();
    stop = startOutboxRuntime();
    await pass(10_000);
    expect(server.probes).toHaveLength(0);
    stop();

    await putEntry(waitingLead());
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    stop = startOutboxRuntime();
    await pass(10_000);
    expect(server.probes).toHaveLength(0);
  });
});
