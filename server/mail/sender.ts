import { isDeliverableEmail } from '../../src/schemas/fields';
import type { Db } from '../db/connection';
import type { MailTransport } from './transport';

export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  /** The From of every message. */
  from: string;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** The wait after the n-th failed attempt. */
  retryDelayMs?: (attempt: number) => number;
  /** Messages handed to the transport at once (SMTP connections of its pool). */
  concurrency?: number;
  now?: () => Date;
}

/** 30 s, 1 min, 2 min, 4 min, 8 min …: a mail server that is down for a while is waited out. */
export const exponentialDelay = (attempt: number) => 30_000 * 2 ** (attempt - 1);

const MAX_ATTEMPTS = 8;
/** Messages read per query; a run reads batch after batch until nothing is due. */
const BATCH = 200;
/** As many as the SMTP transport's pool has connections (transport.ts). */
const CONCURRENCY = 5;

/** Why a message is never handed to the transport: the address would not reach one person. */
export const NOT_ONE_RECIPIENT = 'Not sent: the recipient is not one valid email address';

/**
 * Sends what the mail queue holds. A message is claimed (pending → sending) before it goes, so
 * two runs never send it twice; a failure puts it back to pending with a later next_attempt_at,
 * and the last allowed failure marks it failed for staff to see. A recipient that is not one
 * address the forms would accept (a mailer would split it into several, or drop it and send to
 * no one) is marked failed at once and never sent. A run sends `concurrency` messages at a time
 * and goes on until nothing is due, so a backlog drains at the mail server's pace.
 */
export function createMailSender({
  db,
  transport,
  from,
  maxAttempts = MAX_ATTEMPTS,
  retryDelayMs = exponentialDelay,
  concurrency = CONCURRENCY,
  now = () => new Date(),
}: MailSenderOptions) {
  let running: Promise<number> | null = null;
  let stopped = false;

  async function sendOne(cause: string) {
    const claimed = await db
      .updateTable('mail_outbox')
      // next_attempt_at holds the claim's time while it is sending (see recoverInterruptedMail).
      .set({ status: 'sending', next_attempt_at: now().toISOString() })
      .where('cause', '=', cause)
      .where('status', '=', 'pending')
      .returning(['recipient', 'reply_to', 'subject', 'text_body', 'html_body', 'attempts'])
      .executeTakeFirst();
    if (!claimed) return false;
    const attempts = Number(claimed.attempts) + 1;
    if (!isDeliverableEmail(claimed.recipient)) {
      await db.updateTable('mail_outbox').set({ status: 'failed', attempts, last_error: NOT_ONE_RECIPIENT }).where('cause', '=', cause).execute();
      return false;
    }
    try {
      await transport.send({
        cause,
        from,
        to: claimed.recipient,
        replyTo: claimed.reply_to ?? undefined,
        subject: claimed.subject,
        text: claimed.text_body,
        html: claimed.html_body,
      });
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', attempts, sent_at: now().toISOString(), last_error: null })
        .where('cause', '=', cause)
        .execute();
      return true;
    } catch (error) {
      const giveUp = attempts >= maxAttempts;
      await db
        .updateTable('mail_outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          last_error: error instanceof Error ? error.message : String(error),
          next_attempt_at: new Date(now().getTime() + (giveUp ? 0 : retryDelayMs(attempts))).toISOString(),
        })
        .where('cause', '=', cause)
        .execute();
      return false;
    }
  }

  /** Sends the causes `concurrency` at a time; resolves to how many went out. */
  async function sendAll(causes: string[]) {
    let sent = 0;
    const queue = [...causes];
    const worker = async () => {
      for (let cause = queue.shift(); cause !== undefined && !stopped; cause = queue.shift()) if (await sendOne(cause)) sent += 1;
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    return sent;
  }

  async function run() {
    let sent = 0;
    for (;;) {
      const due = await db
        .selectFrom('mail_outbox')
        .select('cause')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now().toISOString())
        .orderBy('created_at')
        .limit(BATCH)
        .execute();
      sent += await sendAll(due.map((row) => row.cause));
      if (due.length < BATCH || stopped) return sent;
    }
  }

  /** Sends every message that is due; resolves to how many went out. Overlapping calls share one run. */
  function deliverDue(): Promise<number> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  /** Delivers every intervalMs until the returned stop() is called; recoverInterruptedMail runs before, at start. */
  function start(intervalMs = 2000) {
    let timer: NodeJS.Timeout | undefined;
    const tick = async () => {
      if (stopped) return;
      try {
        await deliverDue();
      } catch (error) {
        console.error('mail: delivery run failed', error);
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    };
    void tick();
    // Stopping lets the messages being sent finish and starts no others.
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    };
  }

  return { deliverDue, start };
}

/** A send claimed longer ago than this belongs to a process that died; no SMTP exchange takes so long. */
const STALE_SEND_MS = 10 * 60_000;

/**
 * Run at start: a message left "sending" by a process that stopped mid-send may or may not have
 * gone out. It is marked failed with that explanation rather than sent again: at most once. On a
 * database this process alone serves (SQLite) every such message is; on a shared PostgreSQL
 * another server may be sending it right now, so only claims older than STALE_SEND_MS are.
 * Resolves to how many.
 */
export async function recoverInterruptedMail(db: Db, { shared = false, now = new Date() } = {}) {
  const { numUpdatedRows } = await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: 'Interrupted while sending; it may or may not have been delivered' })
    .where('status', '=', 'sending')
    .$if(shared, (query) => query.where('next_attempt_at', '<', new Date(now.getTime() - STALE_SEND_MS).toISOString()))
    .executeTakeFirst();
  return Number(numUpdatedRows);
}
