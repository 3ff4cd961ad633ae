// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LEAD } from '../testing/lead';
import { serverProcess } from '../testing/server-process';
import { startSmtpServer } from '../testing/smtp';

/**
 * The real server sending through a mail server that takes each message and, while `holding`,
 * never says it was accepted: the server is killed with SIGKILL with messages in flight, then
 * started again. Every message must still go out, and a message the mail server saw twice must
 * carry the same Message-ID both times, so a receiver can drop the copy.
 */

const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '';

describe('a server killed while it sends mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp = await startSmtpServer();
    smtp.state.holding = true;
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  const run = serverProcess(env);

  it('sends every message again after the restart, under the Message-ID of its first attempt', async () => {
    for (let i = 0; i < 4; i++) {
      const answer = await fetch(`${run.server.url}/api/catalog`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-install-id': crypto.randomUUID() },
        body: JSON.stringify({ ...CATALOGUE_LEAD, email: `crash${i}@example.com` }),
      });
      expect(answer.status).toBe(201);
    }
    const statuses = () => run.t.db.selectFrom('mail_outbox').select(['cause', 'status']).execute();
    const deadline = Date.now() + 60_000;
    while (smtp.received.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const inFlight = (await statuses()).filter((row) => row.status === 'sending').length;
    expect(inFlight).toBeGreaterThan(0);

    await run.server.stop();
    smtp.state.holding = false;
    await run.server.restart();

    const sentBy = Date.now() + 60_000;
    while ((await statuses()).some((row) => row.status !== 'sent') && Date.now() < sentBy) await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await statuses();
    process.stdout.write(`mail crash: ${inFlight} messages in flight at the kill, ${rows.length} queued → ${rows.filter((row) => row.status === 'sent').length} sent, ${smtp.received.length} deliveries\n`);
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('sent'));
    // Sent again rather than lost, and each message under one Message-ID however often it came.
    expect(smtp.received.length).toBeGreaterThan(rows.length);
    expect(smtp.received.every((mail) => /^<lead\.\d+\.(reply|sales)@verdantgrowlights\.com>$/.test(messageIdOf(mail.raw)))).toBe(true);
    expect(new Set(smtp.received.map((mail) => messageIdOf(mail.raw))).size).toBe(rows.length);
    const idsByRecipient = new Map<string, Set<string>>();
    for (const mail of smtp.received) idsByRecipient.set(mail.to.join(','), (idsByRecipient.get(mail.to.join(',')) ?? new Set()).add(messageIdOf(mail.raw)));
    for (let i = 0; i < 4; i++) expect(idsByRecipient.get(`crash${i}@example.com`)?.size).toBe(1);
  });
});
