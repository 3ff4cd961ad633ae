import { afterDelivery, backoffMs, classify, MAX_RETRY_MS, retryAfterMs, type Delivery } from './delivery';
import { readReply } from './delivery';
import { testEntry as entry } from '../../../tests/setup/outbox-entry';

const answered = (status: number, body: unknown = {}, retryAfter: string | null = null): Delivery => ({
  kind: 'answered',
  reply: readReply(status, JSON.stringify(body)),
  retryAfter,
});

describe('backoff', () => {
  it('doubles from 2 s and stops growing at 5 minutes', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, middle))).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30, middle)).toBe(MAX_RETRY_MS);
  });

  it('spreads retries by ±20 % so a booth of tablets does not retry in step', () => {
    expect(backoffMs(1, () => 0)).toBe(1600);
    expect(backoffMs(1, () => 1)).toBe(2400);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('7', 0)).toBe(7000);
    expect(retryAfterMs(new Date(60_000).toUTCString(), 0)).toBe(60_000);
    expect(retryAfterMs(null, 0)).toBeNull();
    expect(retryAfterMs('soon', 0)).toBeNull();
  });
});

describe('what an answer does to an entry', () => {
  it('a 2xx marks it sent, keeps the answer and drops the payload and files', () => {
    const sent = afterDelivery(entry({ files: [{ field: 'invoice', name: 'a.pdf', type: 'application/pdf', size: 4 }] }), answered(201, { rma: { rma_number: 'RMA-2026-000001' } }), 5);
    expect(sent).toMatchObject({ state: 'sent', sentAt: 5, attempts: 1, payload: {}, files: [], answer: { rma: { rma_number: 'RMA-2026-000001' } } });
  });

  it.each([500, 503, 408, 409, 429])('%i is retried later', (status) => {
    expect(classify(answered(status))).toBe('retry');
  });

  it('an unreachable server is retried with backoff, and noted as unreachable rather than by the browser\'s words', () => {
    const next = afterDelivery(entry({ attempts: 2 }), { kind: 'unreachable', error: 'Failed to fetch' }, 1000);
    expect(next.state).toBe('pending');
    expect(next.attempts).toBe(3);
    expect(next.problem).toEqual({ kind: 'unreachable' });
    expect(next.nextAttemptAt).toBeGreaterThanOrEqual(1000 + 6400);
    expect(next.nextAttemptAt).toBeLessThanOrEqual(1000 + 9600);
  });

  it('a 429 waits as long as Retry-After says', () => {
    expect(afterDelivery(entry(), answered(429, {}, '30'), 1000).nextAttemptAt).toBe(31_000);
  });

  it.each([400, 404, 413, 415, 422])('%i needs a person, with the server message kept', (status) => {
    const next = afterDelivery(entry(), answered(status, { error: 'Email is invalid' }), 0);
    expect(next.state).toBe('needs-attention');
    expect(next.problem).toEqual({ kind: 'answered', status, message: 'Email is invalid' });
    expect(next.payload).toEqual({ email: 'grower@example.com' });
  });
});
