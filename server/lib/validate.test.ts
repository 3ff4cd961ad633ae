// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX } from '../../src/shared/schemas/fields';
import { CATALOGUE_LEAD as LEAD } from '../testing/lead';
import { createTestApp } from '../testing/test-app';
import { MAX_JSON_BODY_BYTES } from './body-limit';

describe('every bad request answers 4xx JSON { error, details }', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const send = (body: BodyInit | undefined, contentType: string | null = 'application/json') =>
    t.app.request('/api/catalog', {
      method: 'POST',
      headers: { ...(contentType ? { 'content-type': contentType } : {}), 'idempotency-key': crypto.randomUUID() },
      body,
    });
  const leads = async () => t.db.selectFrom('leads').selectAll().execute();

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it.each([
    ['malformed JSON', '{"name": "Dana",', 'application/json', 400, 'The request body is not valid JSON'],
    ['an empty body', '', 'application/json', 400, 'The request body is empty'],
    ['no body at all', undefined, 'application/json', 400, 'The request body is empty'],
    ['a form-encoded body', 'name=Dana', 'application/x-www-form-urlencoded', 415, 'Expected a JSON body'],
    ['no content type', JSON.stringify(LEAD), null, 415, 'Expected a JSON body'],
    ['JSON that is not an object', '[1, 2]', 'application/json', 400, undefined],
    ['a body over the cap', JSON.stringify({ ...LEAD, padding: 'x'.repeat(MAX_JSON_BODY_BYTES) }), 'application/json', 413, 'The request is too large'],
  ] as const)('%s', async (_label, body, contentType, status, error) => {
    const response = await send(body, contentType);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: unknown; details: unknown };
    expect(typeof answer.error).toBe('string');
    if (error) expect(answer.error).toBe(error);
    expect(answer.details).toBeTypeOf('object');
    expect(await leads()).toEqual([]);
  });

  it('names each over-long field with its cap, as the form shows it', async () => {
    const response = await send(JSON.stringify({ ...LEAD, name: 'n'.repeat(MAX.name + 1), phone: '5'.repeat(MAX.phone + 1), email: `${'e'.repeat(MAX.email)}@example.com` }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: unknown }).details).toEqual({
      name: `Must be at most ${MAX.name} characters`,
      phone: `Must be at most ${MAX.phone} characters`,
      email: `Must be at most ${MAX.email} characters`,
    });
  });

  it('drops fields the schema does not name', async () => {
    const response = await send(JSON.stringify({ ...LEAD, admin: true, id: 999 }).replace(/}$/, ',"__proto__":{"polluted":true}}'));
    expect(response.status).toBe(201);
    const [lead] = await leads();
    // What the schema names and the body left out is stored empty (the optional store names).
    expect(JSON.parse(lead.payload)).toEqual({ ...LEAD, retailer_name: '', company_name: '' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
