// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_LEAD } from '../testing/lead';
import { createTestApp } from '../testing/test-app';
import { DEFAULT_WRITE_LIMITS } from '../lib/write-limits';
import { DEFAULT_MAIL_LIMITS, OVER_ADDRESS_BUDGET, OVER_RECIPIENT_BUDGET } from './budget';
import { createMailSender } from './sender';
import type { MailTransport, OutgoingMail } from './transport';

/**
 * The store as a mailer: one address posts the catalogue form in a loop, a fresh
 * Idempotency-Key each time, cycling through 64 install ids, each lead naming another
 * recipient and carrying the sender's text as the name. The clock is moved by hand: two
 * minutes of flooding, 16 requests at a time.
 */
describe('a flood of leads naming other people’s addresses', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock = 0;
  const post = (body: unknown, { from, installId }: { from: string; installId?: string }) =>
    t.app.request('/api/catalog', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
        'x-forwarded-for': from,
        ...(installId ? { 'x-install-id': installId } : {}),
      },
      body: JSON.stringify(body),
    });
  const mailOf = () => t.db.selectFrom('mail_outbox').select(['cause', 'recipient', 'status', 'last_error', 'text_body', 'priority']).execute();

  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await createTestApp({
      seed: false,
      trustProxy: true,
      writeLimits: { ...DEFAULT_WRITE_LIMITS, now: () => clock },
      mailLimits: { ...DEFAULT_MAIL_LIMITS, now: () => clock },
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('mails almost none of it, echoes none of its text, and sends a real visitor’s confirmation first', async () => {
    const installIds = Array.from({ length: 64 }, (_, i) => `flood-install-${String(i).padStart(4, '0')}`);
    let attempts = 0;
    let accepted = 0;
    // Sixteen connections' worth at a time, a batch every 24 s of the test’s clock: 96 in two minutes.
    for (let batch = 0; batch < 6; batch++) {
      clock = batch * 24_000;
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, j) => {
          const i = batch * 16 + j;
          const name = `Cheap pills at evil dot example ${i}`;
          return post({ ...CATALOGUE_LEAD, name, email: `target${i}@example.net` }, { from: '203.0.113.66', installId: installIds[i % 64] });
        }),
      );
      attempts += answers.length;
      accepted += answers.filter((answer) => answer.status === 201).length;
    }
    // The writes themselves are within a booth's allowance, so all are stored for staff to see.
    expect(accepted).toBe(attempts);
    const flood = await mailOf();
    const going = flood.filter((message) => message.status === 'pending');
    // 40 forms at once, then two a minute: 44 forms' reply and sales copy in two minutes.
    expect(going.length).toBeLessThanOrEqual(2 * (DEFAULT_MAIL_LIMITS.perAddress.burst + 2 * DEFAULT_MAIL_LIMITS.perAddress.refillPerMinute));
    expect(flood.filter((message) => message.status === 'failed').length).toBeGreaterThanOrEqual(2 * (attempts - 44));
    expect(flood.filter((message) => message.status === 'failed').every((message) => message.last_error === OVER_ADDRESS_BUDGET)).toBe(true);
    for (const message of flood.filter((message) => message.cause.endsWith(':reply'))) expect(message.text_body).not.toMatch(/evil|pills/);

    // A visitor from elsewhere, after the flood: their confirmation goes before the flood's backlog.
    const visitor = await post({ ...CATALOGUE_LEAD, email: 'real.visitor@example.com' }, { from: '198.51.100.20', installId: crypto.randomUUID() });
    expect(visitor.status).toBe(201);
    const { id } = (await visitor.json()) as { id: number };
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { description: 'test', send: async (mail) => void sent.push(mail), close() {} };
    await createMailSender({ db: t.db, transport, from: 'Verdant <sales@verdant.example>' }).deliverDue();
    const order = sent.map((mail) => mail.cause);
    expect(order).toHaveLength(going.length + 2);
    // The sender hands over five at a time: the visitor's two go with the flood's first lane,
    // at the latest in the claim after it, however long the flood's second lane is.
    const firstLane = going.filter((message) => message.priority === 0).length + 2;
    expect(order.indexOf(`lead:${id}:reply`)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(`lead:${id}:reply`)).toBeLessThan(firstLane + 5);
    expect(order.indexOf(`lead:${id}:sales`)).toBeLessThan(firstLane + 5);
    expect(going.length + 2).toBeGreaterThan(firstLane + 5);
  });

  it('answers one recipient at most three times a day, whoever sends the forms', async () => {
    clock = 10 * 24 * 60 * 60_000;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post({ ...CATALOGUE_LEAD, email: 'Victim@Example.org' }, { from: `192.0.2.${i + 1}` })).status);
    expect(statuses).toEqual(Array(6).fill(201));
    const replies = (await mailOf()).filter((message) => message.recipient === 'Victim@Example.org');
    expect(replies.filter((message) => message.status === 'pending')).toHaveLength(3);
    expect(replies.filter((message) => message.status === 'failed').map((message) => message.last_error)).toEqual(Array(3).fill(OVER_RECIPIENT_BUDGET));
  });
});
