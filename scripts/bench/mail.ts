// The mail queue draining a backlog: MESSAGES pending messages sent by the server's sender
// through SMTP to a mail server on loopback that takes SMTP_LATENCY_MS to accept each message
// (a mail server across the internet), timed from the sender's start until none is pending.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../../server/db/connection';
import { createMailSender } from '../../server/mail/sender';
import { smtpTransport } from '../../server/mail/transport';
import { startSmtpServer } from '../../server/testing/smtp';

export const MESSAGES = 2_000;
export const SMTP_LATENCY_MS = 30;

export interface MailFigure {
  messages: number;
  seconds: number;
  perSecond: number;
}

export async function benchMailDrain(): Promise<MailFigure> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-bench-mail-'));
  const db = openDatabase(dataDir);
  const smtp = await startSmtpServer({ latencyMs: SMTP_LATENCY_MS });
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
