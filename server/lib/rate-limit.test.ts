// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_LEAD } from '../testing/lead';
import { createTestApp } from '../testing/test-app';
import { rateLimit } from './rate-limit';
import { DEFAULT_WRITE_LIMITS } from './write-limits';

describe('rateLimit', () => {
  let clock = 0;
  const app = new Hono()
    .use('*', rateLimit({ name: 'test', key: (c) => c.req.header('x-who') ?? '', burst: 3, refillPerMinute: 6, now: () => clock }))
    .post('/', (c) => c.json({ ok: true }, 201));
  const send = (who: string) => app.request('/', { method: 'POST', headers: { 'x-who': who } });

  beforeAll(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterAll(() => vi.restoreAllMocks());

  it('lets a burst through, then answers 429 with Retry-After until a token is back', async () => {
    clock = 0;
    for (let i = 0; i < 3; i++) expect((await send('a')).status).toBe(201);
    const refused = await send('a');
    expect(refused.status).toBe(429);
    // 6 per minute: one token every 10 seconds.
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({
      error: 'Too many requests. Please try again in 10 seconds.',
      details: { limit: 'test', retryAfterSeconds: 10 },
    });

    clock = 9_000;
    expect((await send('a')).status).toBe(429);
    clock = 10_000;
    expect((await send('a')).status).toBe(201);
    expect((await send('a')).status).toBe(429);
  });

  it('keeps each key apart', async () => {
    clock = 100_000;
    for (let i = 0; i < 3; i++) await send('b');
    expect((await send('b')).status).toBe(429);
    expect((await send('c')).status).toBe(201);
  });

  it('refills no further than the burst', async () => {
    clock = 200_000;
    await send('d');
    clock = 10_000_000;
    for (let i = 0; i < 3; i++) expect((await send('d')).status).toBe(201);
    expect((await send('d')).status).toBe(429);
  });
});

describe('write rate limits on the API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const lead = (i: number) => ({ ...CATALOGUE_LEAD, email: `visitor${i}@example.com` });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request('/api/catalog', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A stopped clock: however slowly this machine answers, no token comes back mid-test.
    t = await createTestApp({ seed: false, trustProxy: true, writeLimits: { ...DEFAULT_WRITE_LIMITS, now: () => 0 } });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('takes ten leads from each of 30 tablets behind one address at once', async () => {
    const tablets = Array.from({ length: 30 }, () => crypto.randomUUID());
    const answers = await Promise.all(
      tablets.flatMap((tablet, n) =>
        Array.from({ length: 10 }, (_, i) => post(lead(n * 10 + i), { 'x-forwarded-for': '203.0.113.7', 'x-install-id': tablet })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(300).fill(201));
  });

  it('answers 429 with Retry-After to one client posting in a loop, and still serves the others', async () => {
    const address = { 'x-forwarded-for': '198.51.100.1', 'x-install-id': crypto.randomUUID() };
    const { burst } = DEFAULT_WRITE_LIMITS.perInstall;
    const answers = await Promise.all(Array.from({ length: burst + 5 }, (_, i) => post(lead(i), address)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(burst);
    const refusals = answers.filter((answer) => answer.status === 429);
    expect(refusals).toHaveLength(5);

    const [refused] = refusals;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining('Too many requests'), details: { limit: 'writes-per-install' } });

    expect((await post(lead(1), { 'x-forwarded-for': '198.51.100.1', 'x-install-id': crypto.randomUUID() })).status).toBe(201);
    expect((await post(lead(2), { 'x-forwarded-for': '198.51.100.2' })).status).toBe(201);
  });

  it('limits an address as a whole, whatever install ids its requests invent', async () => {
    const perAddress = { burst: 40, refillPerMinute: 20 };
    const small = await createTestApp({ seed: false, trustProxy: true, writeLimits: { ...DEFAULT_WRITE_LIMITS, perAddress, now: () => 0 } });
    try {
      const statuses = await Promise.all(
        Array.from({ length: perAddress.burst + 20 }, async (_, i) => {
          const answer = await small.app.request('/api/catalog', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.9', 'x-install-id': crypto.randomUUID() },
            body: JSON.stringify(lead(i)),
          });
          return answer.status;
        }),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(perAddress.burst);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      const stored = await small.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(perAddress.burst);
    } finally {
      await small.close();
    }
  });

  it('never limits reading the catalogue', async () => {
    const answers = await Promise.all(Array.from({ length: 700 }, () => t.app.request('/api/products', { headers: { 'x-forwarded-for': '192.0.2.9' } })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });
});
