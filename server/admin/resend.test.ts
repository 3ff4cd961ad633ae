// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedMail } from '../testing/mail';
import { signedInStaff } from '../testing/staff';
import { createTestApp } from '../testing/test-app';

describe('staff send a failed message again', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    staff = await signedInStaff(t.app, t.db);
    await t.db
      .insertInto('mail_outbox')
      .values([
        queuedMail('lead:1:reply', { status: 'failed', attempts: 8, last_error: 'Connection refused', priority: 1 }),
        queuedMail('lead:2:reply', { status: 'sent', attempts: 1, sent_at: new Date().toISOString() }),
      ])
      .execute();
  });
  afterAll(() => t.close());

  const statusOf = async (cause: string) => (await t.db.selectFrom('mail_outbox').selectAll().where('cause', '=', cause).executeTakeFirstOrThrow());

  it('queues a failed message again, due now, in the first lane, and shows it pending', async () => {
    const answer = await staff.json('/mail/resend', 'POST', { cause: 'lead:1:reply' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ cause: 'lead:1:reply', status: 'pending' });
    expect(await statusOf('lead:1:reply')).toMatchObject({ status: 'pending', attempts: 0, last_error: null, priority: 0 });
    const list = (await (await staff.request('/mail?status=pending')).json()) as { items: { cause: string }[] };
    expect(list.items.map((item) => item.cause)).toContain('lead:1:reply');
  });

  it('leaves alone a message that is not failed (409), and answers 404 for one that does not exist', async () => {
    expect((await staff.json('/mail/resend', 'POST', { cause: 'lead:1:reply' })).status).toBe(409);
    expect((await staff.json('/mail/resend', 'POST', { cause: 'lead:2:reply' })).status).toBe(409);
    expect((await statusOf('lead:2:reply')).status).toBe('sent');
    expect((await staff.json('/mail/resend', 'POST', { cause: 'lead:99:reply' })).status).toBe(404);
    expect((await staff.json('/mail/resend', 'POST', { cause: '' })).status).toBe(400);
  });

  it('needs a session and its CSRF token', async () => {
    const bare = await t.app.request('/api/admin/mail/resend', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"cause":"lead:1:reply"}' });
    expect(bare.status).toBe(401);
    const noCsrf = await t.app.request('/api/admin/mail/resend', { method: 'POST', headers: { 'content-type': 'application/json', cookie: staff.cookie }, body: '{"cause":"lead:1:reply"}' });
    expect(noCsrf.status).toBe(403);
  });
});
