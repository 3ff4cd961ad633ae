import { isDeliverableEmail } from '../../src/shared/schemas/fields';
import type { Db } from '../db/connection';
import { sql } from 'kysely';
import { isPostgres } from '../db/dialect';
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
/** As many as the SMTP transport's pool has connections (transport.ts). */
const CONCURRENCY = 5;

/** Why a message is never handed to the transport: the address would not reach one person. */
export const NOT_ONE_RECIPIENT = 'Not sent: the recipient is not one valid email address';

type Outcome = { cause: string; attempts: number } & ({ sent: true } | { sent: false; error: string; retry: boolean });

/**
 * Sends what the mail queue holds. Messages are claimed (pending → sending) before they go, so
 * two runs, or two servers, never send one twice; a failure puts it back to pending with a later
 * next_attempt_at, and the last allowed failure marks it failed for staff to see. A recipient
 * that is not one address the forms would accept (a mailer would split it into several, or
 * drop it and send to no one) is marked failed at once and never sent. A run claims
 * `concurrency` messages with one statement, sends them at once, records how each went with
 * one more, and goes on until nothing is due: a backlog drains at the mail server's pace, and a
 * process killed mid-run leaves at most `concurrency` messages "sending".
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

  const shared = isPostgres(db);
  /**
   * The next due messages, now ours: a conditional update, so a message another run took is
   * skipped. On PostgreSQL, where servers claim at once, the due rows are also locked, skipping
   * those another claim has locked (without it this claim would wait for that one, then find its
   * rows taken and claim nothing while others are due). There they are picked by an array built
   * once: under IN, PostgreSQL may rescan a locking subquery for every row, each rescan locking
   * the next few, and so claim every due message at once.
   */
  const claimNext = () => {
    const due = db
      .selectFrom('mail_outbox')
      .select('cause')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now().toISOString())
      // The first lane before the second, however old: a flood waits behind everyone else.
      .orderBy('priority')
      .orderBy('created_at')
      .limit(concurrency);
    return (
      db
        .updateTable('mail_outbox')
        // next_attempt_at holds the claim's time while it is sending (see recoverInterruptedMail).
        .set({ status: 'sending', next_attempt_at: now().toISOString() })
        .where('status', '=', 'pending')
        .where((eb) => (shared ? sql<boolean>`cause = any(array(${due.forUpdate().skipLocked()}))` : eb('cause', 'in', due)))
        .returning(['cause', 'recipient', 'reply_to', 'subject', 'text_body', 'html_body', 'attempts'])
        .execute()
    );
  };

  async function send(message: Awaited<ReturnType<typeof claimNext>>[number]): Promise<Outcome> {
    const { cause } = message;
    const attempts = Number(message.attempts) + 1;
    if (!isDeliverableEmail(message.recipient)) return { cause, attempts, sent: false, error: NOT_ONE_RECIPIENT, retry: false };
    try {
      await transport.send({
        cause,
        messageId: messageIdOf(cause, from),
        from,
        to: message.recipient,
        replyTo: message.reply_to ?? undefined,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
      });
      return { cause, attempts, sent: true };
    } catch (error) {
      return { cause, attempts, sent: false, error: error instanceof Error ? error.message : String(error), retry: attempts < maxAttempts };
    }
  }

  /** How each message went, in one transaction: one commit for the group, not one per message. */
  async function record(outcomes: Outcome[]) {
    const at = now();
    await db.transaction().execute(async (trx) => {
      const sent = outcomes.filter((outcome) => outcome.sent);
      if (sent.length) {
        await trx
          .updateTable('mail_outbox')
          .set((eb) => ({ status: 'sent', attempts: eb('attempts', '+', 1), sent_at: at.toISOString(), last_error: null }))
          .where('cause', 'in', sent.map((outcome) => outcome.cause))
          .execute();
      }
      for (const outcome of outcomes) {
        if (outcome.sent) continue;
        await trx
          .updateTable('mail_outbox')
          .set({
            status: outcome.retry ? 'pending' : 'failed',
            attempts: outcome.attempts,
            last_error: outcome.error,
            next_attempt_at: new Date(at.getTime() + (outcome.retry ? retryDelayMs(outcome.attempts) : 0)).toISOString(),
          })
          .where('cause', '=', outcome.cause)
          .execute();
      }
    });
    return outcomes.filter((outcome) => outcome.sent).length;
  }

  async function run() {
    let sent = 0;
    while (!stopped) {
      const claimed = await claimNext();
      if (claimed.length === 0) break;
      sent += await record(await Promise.all(claimed.map(send)));
    }
    return sent;
  }

  /** Sends every message that is due; resolves to how many went out. Overlapping calls share one run. */
  function deliverDue(): Promise<number> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  /**
   * Delivers every intervalMs until the returned stop() is called; recoverInterruptedMail runs
   * before, at start. On PostgreSQL it also runs every STALE_SEND_MS: servers that keep running
   * mark what a server that died left mid-send, rather than waiting for one to restart.
   */
  function start(intervalMs = 2000) {
    let timer: NodeJS.Timeout | undefined;
    let recoveredAt = now().getTime();
    const tick = async () => {
      if (stopped) return;
      try {
        if (shared && now().getTime() - recoveredAt >= STALE_SEND_MS) {
          recoveredAt = now().getTime();
          const interrupted = await recoverInterruptedMail(db, { shared, now: now() });
          if (interrupted > 0) console.warn(`mail: ${interrupted} messages left mid-send by a stopped server are sent again`);
        }
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

/**
 * The Message-ID of a cause's message, the same at every attempt: a message sent again after a
 * crash carries the ID of the first try, so a receiving server or mail program that saw it
 * already can drop the copy (decision 232).
 */
export function messageIdOf(cause: string, from: string) {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'verdant.invalid';
  return `<${cause.replace(/[^A-Za-z0-9.-]+/g, '.')}@${domain}>`;
}

/** A send claimed longer ago than this belongs to a process that died; no SMTP exchange takes so long. */
const STALE_SEND_MS = 10 * 60_000;

/**
 * Run at start: a message left "sending" by a process that stopped mid-send may or may not have
 * gone out. It is sent again (at least once rather than at most once: a lost confirmation costs
 * more than a duplicate, and the stable Message-ID lets receivers drop the copy). On a database
 * this process alone serves (SQLite) every such message is; on a shared PostgreSQL another
 * server may be sending it right now, so only claims older than STALE_SEND_MS are. Resolves to
 * how many.
 */
export async function recoverInterruptedMail(db: Db, { shared = false, now = new Date() } = {}) {
  const { numUpdatedRows } = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', next_attempt_at: now.toISOString(), last_error: 'Interrupted while sending; sent again' })
    .where('status', '=', 'sending')
    .$if(shared, (query) => query.where('next_attempt_at', '<', new Date(now.getTime() - STALE_SEND_MS).toISOString()))
    .executeTakeFirst();
  return Number(numUpdatedRows);
}
