// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPostgres } from '../db/dialect';
import { CATALOGUE_LEAD as lead } from '../testing/lead';
import { createTestApp } from '../testing/test-app';

/**
 * What a process killed between storing a lead and recording its answer would leave, made
 * to happen every time: the statement that records the answer fails. The lead must then not be
 * stored either, so the client's retry under the same key stores it once.
 */
describe('a lead and its Idempotency-Key answer are stored together or not at all', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const answersFail = async (fail: boolean) => {
    if (isPostgres(t.db)) {
      if (fail) {
        await sql`create function answer_fails() returns trigger as $$ begin raise exception 'the disk is full'; end $$ language plpgsql`.execute(t.db);
        await sql`create trigger answer_fails before update on idempotency_keys for each row when (new.status is not null) execute function answer_fails()`.execute(t.db);
      } else {
        await sql`drop trigger answer_fails on idempotency_keys`.execute(t.db);
        await sql`drop function answer_fails()`.execute(t.db);
      }
    } else if (fail) {
      await sql`create trigger answer_fails before update of status on idempotency_keys when new.status is not null begin select raise(abort, 'the disk is full'); end`.execute(t.db);
    } else {
      await sql`drop trigger answer_fails`.execute(t.db);
    }
  };
  const leadsFrom = async (email: string) => (await t.db.selectFrom('leads').select('id').where('email', '=', email).execute()).length;

  it.each([
    ['/api/catalog', { ...lead, email: 'once@example.com' }, 'once@example.com'],
    ['/api/save-rebate-form.php', { contactName: 'Rae', companyName: 'Farm', workEmail: 'rae@farm.example', phone: '555', rebateCategory: 'LED', country: 'Canada', state: 'Yukon' }, 'rae@farm.example'],
  ])('%s: the retry after a failed answer stores the lead once, with one pair of mails', async (url, body, email) => {
    const key = crypto.randomUUID();
    await answersFail(true);
    try {
      expect((await t.postJson(url, body, key)).status).toBe(500);
    } finally {
      await answersFail(false);
    }
    expect(await leadsFrom(email)).toBe(0);
    const retry = await t.postJson(url, body, key);
    expect(retry.status).toBe(201);
    expect(await leadsFrom(email)).toBe(1);
    const { id } = (await retry.json()) as { id: number };
    expect(await t.db.selectFrom('mail_outbox').select('cause').where('cause', 'like', `lead:${id}:%`).execute()).toHaveLength(2);
  });
});
