// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LEAD as lead } from '../testing/lead';
import { createTestApp } from '../testing/test-app';

describe('what a lead endpoint refuses', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, writeLimits: false });
  });
  afterAll(() => t.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request('/api/catalog', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), ...headers }, body: JSON.stringify(body) });

  it.each([
    ['two dots in a row', 'a..b@example.com'],
    ['a dot first', '.a@example.com'],
    ['a dot last', 'a.@example.com'],
    ['a local part of 65 characters', `${'a'.repeat(65)}@example.com`],
    ['a domain label starting with a hyphen', 'a@-example.com'],
    ['an empty domain label', 'a@example..com'],
  ])('refuses an address with %s, with the form’s own message', async (_, email) => {
    const answer = await post({ ...lead, email });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Email is invalid', details: { email: 'Email is invalid' } });
  });

  it.each([`${'a'.repeat(64)}@example.com`, "o'brien+grow.lights@mail.example.co.uk", 'A.B-C_d@sub-domain.example'])('takes %s', async (email) => {
    expect((await post({ ...lead, email })).status).toBe(201);
  });

  it('takes JSON under its own media type only, parameters allowed', async () => {
    expect((await post(lead, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201);
    expect((await post(lead, { 'content-type': 'Application/JSON' })).status).toBe(201);
    for (const type of ['application/jsonfoo', 'application/json-patch+json', 'application/jsonp; charset=utf-8']) {
      const answer = await post(lead, { 'content-type': type });
      expect(answer.status, type).toBe(415);
      expect(await answer.json()).toEqual({ error: 'Expected a JSON body', details: { 'content-type': type } });
    }
  });
});

describe('Idempotency-Keys belong to the client that sent them', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, writeLimits: false, trustProxy: true });
  });
  afterAll(() => t.close());

  const post = (body: unknown, key: string, client: Record<string, string>) =>
    t.app.request('/api/catalog', { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key, ...client }, body: JSON.stringify(body) });
  const leadsStored = async () => Number((await t.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('gives another app sending the same key an answer of its own, and leaves the first app’s alone', async () => {
    const key = 'shared-key-0001';
    const mine = { 'x-install-id': crypto.randomUUID() };
    const theirs = { 'x-install-id': crypto.randomUUID() };
    const first = await post(lead, key, mine);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };

    // Replaying someone else's key reads nothing of their answer; poisoning it with another body spoils nothing.
    const replay = await post(lead, key, theirs);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBeNull();
    expect(((await replay.json()) as { id: number }).id).not.toBe(id);
    expect((await post({ ...lead, email: 'other@example.com' }, key, { 'x-install-id': crypto.randomUUID() })).status).toBe(201);

    const retry = await post(lead, key, mine);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { id: number }).id).toBe(id);
    expect((await post({ ...lead, email: 'changed@example.com' }, key, mine)).status).toBe(422);
  });

  it('scopes a key sent without an install id to the client’s address', async () => {
    const key = 'shared-key-0002';
    const first = await post(lead, key, { 'x-forwarded-for': '198.51.100.1' });
    const other = await post({ ...lead, email: 'x@example.com' }, key, { 'x-forwarded-for': '198.51.100.2' });
    expect([first.status, other.status]).toEqual([201, 201]);
    expect((await post(lead, key, { 'x-forwarded-for': '198.51.100.1' })).headers.get('idempotent-replayed')).toBe('true');
  });

  it.each([['empty', ''], ['blank', '   ']])('refuses an %s key with 400 and stores nothing', async (_, key) => {
    const before = await leadsStored();
    const answer = await post(lead, key, { 'x-install-id': crypto.randomUUID() });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Idempotency-Key must not be empty', details: { 'idempotency-key': 'empty' } });
    expect(await leadsStored()).toBe(before);
  });
});
