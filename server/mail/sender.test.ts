// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queuedMail } from '../testing/mail';
import { createTestApp } from '../testing/test-app';
import { createMailSender, recoverInterruptedMail } from './sender';
import type { MailTransport, OutgoingMail } from './transport';

describe('the mail sender', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.deleteFrom('mail_outbox').execute());

  /** Queues messages straight into the table, as their causes would. */
  const queueAll = (messages: { cause: string; recipient: string }[]) =>
    t.db
      .insertInto('mail_outbox')
      .values(messages.map(({ cause, recipient }) => queuedMail(cause, { recipient })))
      .execute();
  const queue = (cause: string, recipient: string) => queueAll([{ cause, recipient }]);
  const row = (cause: string) => t.db.selectFrom('mail_outbox').selectAll().where('cause', '=', cause).executeTakeFirstOrThrow();

  /** A transport that takes `delayMs` per message and notes how many it was handed at once. */
  function recordingTransport(delayMs = 0) {
    const sent: OutgoingMail[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    const transport: MailTransport = {
      description: 'test',
      async send(mail) {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        inFlight -= 1;
        sent.push(mail);
      },
      close() {},
    };
    return { transport, sent, mostAtOnce: () => mostAtOnce };
  }

  it.each([
    ['two recipients in one', 'x<evil>,;"@example.com'],
    ['a list', 'dana@example.com, sales@example.com'],
    // PostgreSQL cannot even store a NUL in text; SQLite can.
    ...(process.env.TEST_DATABASE_URL ? [] : [['a NUL character', 'dana\u0000@example.com']]),
    ['a line break', 'dana@example.com\r\nBcc: everyone@example.com'],
    ['nothing', ''],
  ])('marks a message to %s failed with its reason, and never hands it to the transport', async (_what, recipient) => {
    await queue('bad', recipient);
    await queue('good', 'dana@example.com');
    const { transport, sent } = recordingTransport();
    await createMailSender({ db: t.db, transport, from: 'Verdant <sales@verdantgrowlights.com>' }).deliverDue();
    expect(sent.map((mail) => mail.to)).toEqual(['dana@example.com']);
    expect(await row('bad')).toMatchObject({ status: 'failed', sent_at: null, last_error: 'Not sent: the recipient is not one valid email address' });
    expect(await row('good')).toMatchObject({ status: 'sent' });
  });

  it('drains a backlog in one run, several messages at a time', async () => {
    await queueAll(Array.from({ length: 250 }, (_, i) => ({ cause: `backlog:${i}`, recipient: `grower${i}@example.com` })));
    const { transport, sent, mostAtOnce } = recordingTransport(2);
    expect(await createMailSender({ db: t.db, transport, from: 'x@example.com' }).deliverDue()).toBe(250);
    expect(new Set(sent.map((mail) => mail.cause)).size).toBe(250);
    expect(mostAtOnce()).toBe(5);
    const left = await t.db.selectFrom('mail_outbox').select('cause').where('status', '!=', 'sent').execute();
    expect(left).toEqual([]);
  });

  it('when stopped, lets the messages being sent finish and starts no others', async () => {
    await queueAll(Array.from({ length: 50 }, (_, i) => ({ cause: `stop:${i}`, recipient: `grower${i}@example.com` })));
    const { transport, sent } = recordingTransport(50);
    const stop = createMailSender({ db: t.db, transport, from: 'x@example.com' }).start(60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    const statuses = (await t.db.selectFrom('mail_outbox').select('status').execute()).map((message) => message.status);
    expect(statuses.filter((status) => status === 'sent')).toHaveLength(sent.length);
    expect(sent.length).toBeLessThan(50);
    expect(statuses.filter((status) => status === 'sending')).toEqual([]);
  });

  it('sends again, with the same Message-ID, what a process stopped in the middle of sending', async () => {
    await queueAll(Array.from({ length: 5 }, (_, i) => ({ cause: `crash:${i}`, recipient: `grower${i}@example.com` })));
    // The mail server never answers: the process dies with all five handed over.
    const handed: OutgoingMail[] = [];
    const hanging: MailTransport = { description: 'test', send: (mail) => (handed.push(mail), new Promise(() => {})), close() {} };
    void createMailSender({ db: t.db, transport: hanging, from: 'Verdant <sales@verdant.example>' }).deliverDue();
    while (handed.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));

    // The next start: nothing is lost, and each copy names the message it repeats.
    expect(await recoverInterruptedMail(t.db)).toBe(5);
    const { transport, sent } = recordingTransport();
    expect(await createMailSender({ db: t.db, transport, from: 'Verdant <sales@verdant.example>' }).deliverDue()).toBe(5);
    const idOf = (mails: OutgoingMail[], cause: string) => mails.find((mail) => mail.cause === cause)?.messageId;
    for (let i = 0; i < 5; i++) {
      expect(idOf(sent, `crash:${i}`)).toMatch(/^<crash\.\d@verdant\.example>$/);
      expect(idOf(sent, `crash:${i}`)).toBe(idOf(handed, `crash:${i}`));
    }
    const statuses = await t.db.selectFrom('mail_outbox').select('status').execute();
    expect(statuses.map((message) => message.status)).toEqual(Array(5).fill('sent'));
  });

  it('puts a message into the .eml file with its Message-ID', async () => {
    const { fileTransport } = await import('./transport');
    const fs = await import('node:fs');
    const dir = `${t.dataDir}/eml-${crypto.randomUUID()}`;
    await fileTransport(dir).send({ cause: 'lead:7:reply', messageId: '<lead.7.reply@verdant.example>', from: 'x@verdant.example', to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    const [file] = fs.readdirSync(dir);
    expect(fs.readFileSync(`${dir}/${file}`, 'utf8')).toContain('Message-ID: <lead.7.reply@verdant.example>');
  });
});
