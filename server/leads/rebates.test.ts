// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const URL = '/api/save-rebate-form.php';
const valid = {
  contactName: ' Dana Reyes ',
  companyName: 'Green Valley Farms',
  workEmail: 'dana@greenvalley.com',
  phone: '805-555-0101',
  rebateCategory: 'Dehumidifiers',
  country: 'Canada',
  state: 'British Columbia',
  subscribeNewsletter: true,
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const rebateLeads = () => t.db.selectFrom('leads').selectAll().where('kind', '=', 'rebate').execute();

describe('POST /api/save-rebate-form.php', () => {
  it('stores a valid request as a rebate lead and answers 201', async () => {
    const response = await t.postJson(URL, valid);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { ok: boolean; id: number };
    expect(answer.ok).toBe(true);

    const row = (await rebateLeads()).find((lead) => lead.id === answer.id);
    expect(row?.email).toBe('dana@greenvalley.com');
    expect(JSON.parse(row!.payload)).toEqual({ ...valid, contactName: 'Dana Reyes' });
  });

  it('answers 400 with the form messages for an invalid request, storing nothing', async () => {
    const before = (await rebateLeads()).length;
    const response = await t.postJson(URL, { ...valid, workEmail: 'dana@', state: '', rebateCategory: '' });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; details: Record<string, string> };
    expect(answer.details).toEqual({
      workEmail: 'Email is invalid',
      rebateCategory: 'Please select a rebate category',
      state: 'Province is required',
    });
    expect(answer.error).toBe('Email is invalid');
    expect(await rebateLeads()).toHaveLength(before);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.postJson(URL, '{"contactName":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), details: {} });
  });

  it('stores a repeated Idempotency-Key once and replays the first answer', async () => {
    const before = (await rebateLeads()).length;
    const key = crypto.randomUUID();
    const first = await t.postJson(URL, { ...valid, workEmail: 'repeat@farm.com' }, key);
    const second = await t.postJson(URL, { ...valid, workEmail: 'repeat@farm.com' }, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(await rebateLeads()).toHaveLength(before + 1);
  });
});
