// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLead } from '../leads/repository';
import { createTestApp } from '../testing/test-app';
import { idempotency, type KeyedEnv } from './idempotency';
import { keyedWrite } from './keyed-write';

describe('keyedWrite: the row and the key’s answer in one transaction', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let now = Date.parse('2030-01-01T00:00:00Z');
  let hold: Promise<void> = Promise.resolve();
  let failAfterTheRow = false;
  let app: Hono<KeyedEnv>;

  const leadsOf = async (email: string) => (await t.db.selectFrom('leads').select('id').where('email', '=', email).execute()).length;
  const claimOf = (key: string) => t.db.selectFrom('idempotency_keys').selectAll().where('key', 'like', `% ${key}`).executeTakeFirst();
  const post = (key: string, email: string) =>
    app.request('/lead', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ email }) });
  /** Sends a request that holds its claim and waits before writing, until `finish()`. */
  const heldRequest = async (key: string, email: string) => {
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const answer = post(key, email);
    await vi.waitFor(async () => expect(await claimOf(key)).toBeDefined());
    const finish = () => {
      release();
      hold = Promise.resolve();
      return answer;
    };
    return { finish };
  };

  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    t = await createTestApp({ seed: false });
    app = new Hono<KeyedEnv>().use('*', idempotency(t.db, { now: () => now, heartbeatMs: 10 })).post('/lead', async (c) => {
      const { email } = (await c.req.json()) as { email: string };
      await hold;
      const answer = await keyedWrite(c, t.db, async (trx) => {
        const id = await insertLead(trx, { kind: 'catalog', email, payload: { email } });
        if (failAfterTheRow) throw new Error('the process died here');
        return { status: 201, body: { id } };
      });
      return c.json(answer.body, answer.status);
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('leaves neither the row nor an answer when the write fails after the row, and the retry stores one row', async () => {
    const key = crypto.randomUUID();
    failAfterTheRow = true;
    expect((await post(key, 'fails@example.com')).status).toBe(500);
    failAfterTheRow = false;
    expect(await leadsOf('fails@example.com')).toBe(0);
    expect(await claimOf(key)).toBeUndefined();

    const retry = await post(key, 'fails@example.com');
    expect(retry.status).toBe(201);
    const again = await post(key, 'fails@example.com');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await retry.json());
    expect(await leadsOf('fails@example.com')).toBe(1);
  });

  it('keeps the key of a request still running, however long it runs: a repeat answers 409 and writes nothing', async () => {
    const key = crypto.randomUUID();
    const first = await heldRequest(key, 'slow@example.com');
    // Two minutes later by the server's clock; the request has kept beating all along.
    now += 2 * 60_000;
    await vi.waitFor(async () => expect((await claimOf(key))!.alive_at).toBe(new Date(now).toISOString()));
    const repeat = await post(key, 'slow@example.com');
    expect(repeat.status).toBe(409);
    expect((await first.finish()).status).toBe(201);
    expect(await leadsOf('slow@example.com')).toBe(1);
  });

  it('lets a retry take over a claim whose request stopped beating a minute ago (its process died)', async () => {
    const key = crypto.randomUUID();
    const aMinuteAgo = new Date(now - 61_000).toISOString();
    await t.db
      .insertInto('idempotency_keys')
      .values({ key, endpoint: 'POST /lead', fingerprint: null, status: null, body: null, created_at: aMinuteAgo, alive_at: aMinuteAgo })
      .execute();
    const retry = await post(key, 'orphan@example.com');
    expect(retry.status).toBe(201);
    expect(await leadsOf('orphan@example.com')).toBe(1);
  });

  it('rolls its write back and answers 409 when its claim was taken from it', async () => {
    const key = crypto.randomUUID();
    const first = await heldRequest(key, 'taken@example.com');
    await t.db.deleteFrom('idempotency_keys').where('key', 'like', `% ${key}`).execute();
    expect((await first.finish()).status).toBe(409);
    expect(await leadsOf('taken@example.com')).toBe(0);
  });
});
