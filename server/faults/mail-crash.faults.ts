// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LEAD } from '../testing/lead';
import { serverProcess } from '../testing/server-process';

/**
 * The real server sending through a mail server that takes each message and, while `holding`,
 * never says it was accepted: the server is killed with SIGKILL with messages in flight, then
 * started again. Every message must still go out, and a message the mail server saw twice must
 * carry the same Message-ID both times, so a receiver can drop the copy.
 */

interface Received {
  to: string;
  messageId: string;
}

function holdingSmtpServer() {
  const received: Received[] = [];
  const state = { holding: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((address) => address.address).join(','), messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '' });
        // Held: the sender waits for an answer that never comes, until it is killed.
        if (!state.holding) callback();
      });
    },
  });
  return { server, received, state };
}

describe('a server killed while it sends mail', () => {
  const smtp = holdingSmtpServer();
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
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
    expect(smtp.received.every((mail) => /^<lead\.\d+\.(reply|sales)@verdantgrowlights\.com>$/.test(mail.messageId))).toBe(true);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(rows.length);
    const idsByRecipient = new Map<string, Set<string>>();
    for (const mail of smtp.received) idsByRecipient.set(mail.to, (idsByRecipient.get(mail.to) ?? new Set()).add(mail.messageId));
    for (let i = 0; i < 4; i++) expect(idsByRecipient.get(`crash${i}@example.com`)?.size).toBe(1);
  });
});
