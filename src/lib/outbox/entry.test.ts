import { isDue, waitsForServer } from './entry';
import { testEntry as entry } from '../../../tests/setup/outbox-entry';

describe('what a replay picks', () => {
  it('pending and sending entries whose time has come; never sent or needs-attention ones', () => {
    expect(isDue(entry({ nextAttemptAt: 10 }), 10)).toBe(true);
    expect(isDue(entry({ nextAttemptAt: 11 }), 10)).toBe(false);
    expect(isDue(entry({ state: 'sending' }), 10)).toBe(true);
    expect(isDue(entry({ state: 'sent' }), 10)).toBe(false);
    expect(isDue(entry({ state: 'needs-attention' }), 10)).toBe(false);
  });

  it('once the server answers again, entries that only waited for it, whatever their backoff', () => {
    const later = { nextAttemptAt: 60_000, attempts: 3 };
    const unreachable = entry({ ...later, problem: { kind: 'unreachable' } });
    const toldToWait = entry({ ...later, problem: { kind: 'answered', status: 429, message: 'Too many requests' } });
    expect(waitsForServer(unreachable)).toBe(true);
    expect(waitsForServer(entry({ attempts: 0 }))).toBe(true);
    expect(waitsForServer(toldToWait)).toBe(false);
    expect(isDue(unreachable, 10)).toBe(false);
    expect(isDue(unreachable, 10, 'server-back')).toBe(true);
    expect(isDue(toldToWait, 10, 'server-back')).toBe(false);
    expect(isDue(toldToWait, 10, 'now')).toBe(true);
    expect(isDue(entry({ state: 'needs-attention' }), 10, 'now')).toBe(false);
  });
});
