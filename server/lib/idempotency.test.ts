// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { idempotency, type KeyedEnv } from './idempotency';
import { keyedWrite } from './keyed-write';

describe('idempotency middleware', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let calls = 0;
  let release: () => void = () => {};
  let app: Hono<KeyedEnv>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    app = new Hono<KeyedEnv>()
      .use('*', idempotency(t.db))
      .post('/write', async (c) => {
        const answer = await keyedWrite(c, t.db, async () => ({ status: 201, body: { call: ++calls } }));
        return c.json(answer.body, answer.status);
      })
      .post('/slow', async (c) => {
        await new Promise<void>((resolve) => (release = resolve));
        const answer = await keyedWrite(c, t.db, async () => ({ status: 201, body: { ok: true } }));
        return c.json(answer.body, answer.status);
      })
      .post('/fails', (c) => c.json({ error: 'down' }, 503))
      .post('/refuses', async (c) => {
        const body = (await c.req.json()) as { email?: string };
        if (!body.email) return c.json({ error: 'Email is required' }, 400);
        const answer = await keyedWrite(c, t.db, async () => ({ status: 201, body: { ok: true } }));
        return c.json(answer.body, answer.status);
      });
  });
  afterAll(() => t.close());

  const post = (path: string, key: string | null, body: unknown = { a: 1 }) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });

  it('answers a repeated key with the first answer and runs the handler once', async () => {
    const first = await post('/write', 'key-1');
    const again = await post('/write', 'key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const before = calls;
    await post('/write', 'key-2');
    expect(calls).toBe(before + 1);
  });

  it('refuses the same key with a different body (422)', async () => {
    await post('/write', 'key-3', { a: 1 });
    const response = await post('/write', 'key-3', { a: 2 });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('different request') });
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const first = post('/slow', 'key-4');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await post('/slow', 'key-4');
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(201);
    expect((await post('/slow', 'key-4')).status).toBe(201);
  });

  it('does not keep a 5xx answer, so a retry runs again', async () => {
    expect((await post('/fails', 'key-5')).status).toBe(503);
    const row = await t.db.selectFrom('idempotency_keys').selectAll().where('key', 'like', '% key-5').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('does not keep a refusal, so corrected data can be sent under the same key', async () => {
    expect((await post('/refuses', 'key-6', { email: '' })).status).toBe(400);
    expect((await post('/refuses', 'key-6', { email: 'grower@example.com' })).status).toBe(201);
  });

  it('refuses keys longer than 255 characters', async () => {
    expect((await post('/write', 'k'.repeat(256))).status).toBe(400);
  });

  it('lets requests without a key through, noting each in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = calls;
    await post('/write', null);
    await post('/write', null);
    expect(calls).toBe(before + 2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toContain('POST /write without an Idempotency-Key');
    warn.mockRestore();
  });

  it('accepts a key of exactly 255 characters', async () => {
    expect((await post('/write', 'k'.repeat(255))).status).toBe(201);
  });

  it('replays a first answer for 30 days, then sweeps it away', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const app = new Hono<KeyedEnv>()
      .use('*', idempotency(t.db, { now: () => now }))
      .post('/dated', async (c) => {
        const answer = await keyedWrite(c, t.db, async () => ({ status: 201, body: { at: now } }));
        return c.json(answer.body, answer.status);
      });
    const send = () => app.request('/dated', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'dated-key' }, body: '{}' });
    const first = (await (await send()).json()) as { at: number };

    now += 29 * 24 * 60 * 60_000;
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(first);

    // Another key's write past the 30 days runs the sweep.
    now += 2 * 24 * 60 * 60_000;
    await app.request('/dated', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'other-key' }, body: '{}' });
    const row = await t.db.selectFrom('idempotency_keys').select('key').where('key', 'like', '% dated-key').executeTakeFirst();
    expect(row).toBeUndefined();
    const fresh = await send();
    expect(fresh.headers.get('idempotent-replayed')).toBeNull();
    expect(await fresh.json()).toEqual({ at: now });
  });
});
