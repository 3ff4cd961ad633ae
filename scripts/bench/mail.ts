// The mail queue draining a backlog: MESSAGES pending messages sent by the server's sender
// through SMTP to a mail server on loopback that takes SMTP_LATENCY_MS to accept each message
// (a mail server across the internet), timed from the sender's start until none is pending.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { migrate, openDatabase } from '../../server/db/connection';
import { createMailSender } from '../../server/mail/sender';
import { smtpTransport } from '../../server/mail/transport';

export const MESSAGES = 2_000;
export const SMTP_LATENCY_MS = 30;

export interface MailFigure {
  messages: number;
  seconds: number;
  perSecond: number;
}

async function slowMailServer() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => setTimeout(callback, SMTP_LATENCY_MS));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function benchMailDrain(): Promise<MailFigure> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-mail-'));
  const db = openDatabase(dataDir);
  const smtp = await slowMailServer();
  const transport = smtpTransport(smtp.url);
  try {
    await migrate(db);
    const now = new Date().toISOString();
    for (let start = 0; start < MESSAGES; start += 500) {
      await db
        .insertInto('mail_outbox')
        .values(
          Array.from({ length: Math.min(500, MESSAGES - start) }, (_, i) => ({
            cause: `bench:${start + i}`,
            kind: 'acknowledgement',
            recipient: `grower${start + i}@example.com`,
            reply_to: null,
            subject: 'We received your light layout request',
            text_body: 'Hello,\n\nThank you for requesting a free light layout.\n',
            html_body: '<p>Hello,</p><p>Thank you for requesting a free light layout.</p>',
            status: 'pending' as const,
            next_attempt_at: now,
            last_error: null,
            created_at: now,
            sent_at: null,
          })),
        )
        .execute();
    }
    const pending = async () => Number((await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).where('status', '!=', 'sent').executeTakeFirstOrThrow()).n);
    const started = performance.now();
    const stop = createMailSender({ db, transport, from: 'Verdant Grow Lights <sales@verdantgrowlights.com>' }).start();
    while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const seconds = (performance.now() - started) / 1000;
    await stop();
    return { messages: MESSAGES, seconds, perSecond: MESSAGES / seconds };
  } finally {
    transport.close();
    await smtp.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
