// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe('POST /api/requestproduct', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const rows = (email: string) =>
    t.db.selectFrom('subscriptions').selectAll().where('email', '=', email).execute();

  it('stores a subscription and answers 201 with a message', async () => {
    const response = await t.postJson('/api/requestproduct', { email: ' grower@farm.example ', product_name: 'iLogic 1050' });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await response.json()) as { message: string }).message).toMatch(/on the list/);
    expect(await rows('grower@farm.example')).toMatchObject([{ product_name: 'iLogic 1050' }]);
  });

  it('refuses a bad email with 400 {error, details} and stores nothing', async () => {
    const response = await t.postJson('/api/requestproduct', { email: 'not-an-email', product_name: 'iLogic 1050' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please enter a valid email address',
      details: { email: 'Please enter a valid email address' },
    });
    expect(await rows('not-an-email')).toHaveLength(0);
  });

  it('refuses a missing product name and a body that is not JSON', async () => {
    const missing = await t.postJson('/api/requestproduct', { email: 'a@b.co' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { details: Record<string, string> }).details).toHaveProperty('product_name');
    const broken = await t.postJson('/api/requestproduct', '{"email":');
    expect(broken.status).toBe(400);
  });

  it('answers a repeated Idempotency-Key with the first answer and no second row', async () => {
    const body = { email: 'keyed@farm.example', product_name: 'HPS 1000' };
    const first = await t.postJson('/api/requestproduct', body, 'notify-key-1');
    const again = await t.postJson('/api/requestproduct', body, 'notify-key-1');
    expect(again.status).toBe(first.status);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await rows('keyed@farm.example')).toHaveLength(1);
  });

  it('keeps one row when the same email asks again for the same product', async () => {
    const first = await t.postJson('/api/requestproduct', { email: 'Repeat@Farm.example', product_name: 'CMH 315' });
    const second = await t.postJson('/api/requestproduct', { email: 'repeat@farm.example', product_name: 'CMH 315' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await rows('repeat@farm.example')).toHaveLength(1);
    const other = await t.postJson('/api/requestproduct', { email: 'repeat@farm.example', product_name: 'CMH 630' });
    expect(other.status).toBe(201);
    expect(await rows('repeat@farm.example')).toHaveLength(2);
  });
});
