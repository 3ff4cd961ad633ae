// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_LEAD } from '../testing/lead';
import { createTestApp } from '../testing/test-app';
import { Hono } from 'hono';
import { DEFAULT_WRITE_LIMITS, writeRateLimits, type WriteLimits } from './write-limits';

/**
 * One address, as a booth's router makes every tablet behind it: in-process requests all come
 * from the same (unknown) address. A stopped clock: no token comes back mid-test.
 */
describe('write limits at a booth: one device cannot lock the others out', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const boothOf = (limits: Partial<WriteLimits> = {}) => createTestApp({ seed: false, writeLimits: { ...DEFAULT_WRITE_LIMITS, ...limits, now: () => 0 } });

  const lead = (n: number) => ({ ...CATALOGUE_LEAD, email: `visitor${n}@example.com` });
  const post = (url: string, body: unknown, installId?: string) =>
    t.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...(installId ? { 'x-install-id': installId } : {}) },
      body: JSON.stringify(body),
    });
  /** What a junk device sends: no Idempotency-Key, a body no endpoint accepts. */
  const junkTo = (url: string, i: number, installId?: string) =>
    t.app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(installId ? { 'x-install-id': installId } : {}) }, body: `{"name":"${'x'.repeat(i % 300)}"}` });
  /** Ten leads from each of 20 tablets, all at once: the statuses they got. */
  const twentyTablets = async () => {
    const tablets = Array.from({ length: 20 }, () => crypto.randomUUID());
    const answers = await Promise.all(tablets.flatMap((tablet, n) => Array.from({ length: 10 }, (_, i) => post('/api/catalog', lead(n * 10 + i), tablet))));
    return answers.map((answer) => answer.status);
  };
  /** `count` requests, `parallel` at a time, as one device on one connection pool sends them. */
  const fromOneDevice = async (count: number, send: (i: number) => Response | Promise<Response>, parallel = 6) => {
    const statuses: number[] = [];
    for (let start = 0; start < count; start += parallel) {
      const batch = await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, (_, i) => send(start + i)));
      statuses.push(...batch.map((answer) => answer.status));
    }
    return statuses;
  };

  beforeAll(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterAll(() => vi.restoreAllMocks());
  afterEach(() => t.close());

  it('spends nothing on requests to endpoints that do not exist', async () => {
    t = await boothOf();
    const junk = await fromOneDevice(1250, (i) => junkTo(`/api/${['nowhere', 'wp-login.php', 'catalog/x'][i % 3]}`, i, 'junk-device-0001'));
    expect(new Set(junk)).toEqual(new Set([404]));
    expect(await twentyTablets()).toEqual(Array(200).fill(201));
  }, 60_000);

  it('takes every tablet’s leads after one device sent junk to the real endpoints, with its id, without one or with invented ones', async () => {
    t = await boothOf();
    const installIds = [() => 'junk-device-0002', () => undefined, () => crypto.randomUUID()];
    const junk = await fromOneDevice(3000, (i) => junkTo(['/api/catalog', '/api/document', '/api/requestproduct'][i % 3]!, i, installIds[i % 3]!()));
    expect(new Set(junk)).toEqual(new Set([400, 429]));
    expect(await twentyTablets()).toEqual(Array(200).fill(201));
  }, 60_000);

  it('keeps the share of a tablet it knows while another device fills the address with leads under install ids it invents', async () => {
    t = await boothOf({ perAddress: { burst: 100, refillPerMinute: 50 } });
    const tablet = crypto.randomUUID();
    expect((await post('/api/catalog', lead(0), tablet)).status).toBe(201);
    const flood = await fromOneDevice(130, (i) => post('/api/catalog', lead(1000 + i), crypto.randomUUID()));
    expect(flood.filter((status) => status === 429).length).toBeGreaterThan(0);
    const afterwards = await Promise.all(Array.from({ length: 10 }, (_, i) => post('/api/catalog', lead(i + 1), tablet)));
    expect(afterwards.map((answer) => answer.status)).toEqual(Array(10).fill(201));
  }, 60_000);
});

/**
 * The address's total: however the install ids are chosen, known ones included. A handler that
 * accepts everything stands in for the routes, so only the limits decide; the clock is moved by
 * hand, one step per request.
 */
describe('write limits: an address as a whole', () => {
  let clock = 0;
  const appWith = () =>
    new Hono()
      .post('/api/catalog', writeRateLimits({ ...DEFAULT_WRITE_LIMITS, now: () => clock }), (c) => c.json({ ok: true }, 201));
  const post = (app: ReturnType<typeof appWith>, installId: string) => app.request('/api/catalog', { method: 'POST', headers: { 'x-install-id': installId } });

  beforeAll(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterAll(() => vi.restoreAllMocks());

  it('caps what one address writes in two minutes, cycling through 64 install ids it made known', async () => {
    clock = 0;
    const app = appWith();
    const ids = Array.from({ length: 64 }, (_, i) => `flood-install-${String(i).padStart(4, '0')}`);
    let accepted = 0;
    // Over 120 s: a request every 20 ms, as fast as the limits let one address be answered.
    for (let i = 0; i < 6_000; i++) {
      clock = i * 20;
      if ((await post(app, ids[i % ids.length]!)).status === 201) accepted += 1;
    }
    const { perAddressTotal } = DEFAULT_WRITE_LIMITS;
    expect(accepted).toBeLessThanOrEqual(perAddressTotal.burst + 2 * perAddressTotal.refillPerMinute);
  });

  it('takes 1,500 leads in 10 seconds from 20 tablets it knows', async () => {
    clock = 1_000_000_000;
    const app = appWith();
    const tablets = Array.from({ length: 20 }, () => crypto.randomUUID());
    for (const tablet of tablets) expect((await post(app, tablet)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 1500; i++) {
      clock += 10_000 / 1500;
      statuses.push((await post(app, tablets[i % tablets.length]!)).status);
    }
    expect(statuses).toEqual(Array(1500).fill(201));
  });
});
