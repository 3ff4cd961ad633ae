import { memoryLimits, type BucketSize, type LimitStore } from '../lib/limit-store';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';

/**
 * How much mail one client may set off (decision 230). Every form a visitor sends queues a
 * reply to the address the form names and a copy for the sales team; without a budget a script
 * turns the store into a mailer for addresses of its choosing.
 */
export interface MailLimits {
  /** Forms from one client address that are mailed: beyond it they are stored, not mailed. */
  perAddress: BucketSize;
  /** Of those, the ones that go in the first lane; the rest wait behind every other client's. */
  firstLane: BucketSize;
  /** Automatic replies one recipient gets in a day, from any number of clients. */
  repliesPerRecipientPerDay: number;
  /** The clock, in milliseconds; tests pass a fake one. */
  now?: () => number;
}

/**
 * 40 mailed forms at once, then two a minute, per address: a booth's live visitors are mailed,
 * a script gets 44 messages' worth out of two minutes of flooding. The first 5, then one every
 * 12 minutes, go first; a recipient is answered at most 3 times a day.
 */
export const DEFAULT_MAIL_LIMITS: MailLimits = {
  perAddress: { burst: 40, refillPerMinute: 2 },
  firstLane: { burst: 5, refillPerMinute: 5 / 60 },
  repliesPerRecipientPerDay: 3,
};

export const OVER_ADDRESS_BUDGET = 'Not sent: more forms from one address than it may have mailed; the form is in the staff inbox';
export const OVER_RECIPIENT_BUDGET = 'Not sent: this address has had as many automatic replies as it may get in a day';

/** Where a client's messages go: a lane (0 first, 1 after), or not sent, with the reason. */
export type Lane = { priority: 0 | 1 } | { refused: string };

export const recipientKeyOf = (address: string) => address.trim().toLowerCase();

const DAY_MS = 24 * 60 * 60_000;

/**
 * The budget as the mail queue spends it. `false` turns the per-address part off (tests that
 * send many forms from one client); the per-recipient cap always holds.
 */
export function mailBudget(limits: MailLimits | false, store: LimitStore = memoryLimits) {
  const now = (limits && limits.now) || Date.now;
  const perAddress = limits ? store.buckets('mail-per-address', limits.perAddress, limits.now) : null;
  const firstLane = limits ? store.buckets('mail-first-lane', limits.firstLane, limits.now) : null;
  const perRecipient = limits ? limits.repliesPerRecipientPerDay : DEFAULT_MAIL_LIMITS.repliesPerRecipientPerDay;

  return {
    /** The lane of a form's messages from `client` (its address), spending its budget. */
    async laneOf(client: string | undefined): Promise<Lane> {
      if (!perAddress || !firstLane || client === undefined) return { priority: 0 };
      if (!(await perAddress.take(client))) return { refused: OVER_ADDRESS_BUDGET };
      return (await firstLane.take(client)) ? { priority: 0 } : { priority: 1 };
    },

    /** Whether `recipient` may get one more automatic reply today (queued and sent ones count, refused ones do not). */
    async replyAllowed(executor: Kysely<Database>, recipient: string) {
      const since = new Date(now() - DAY_MS).toISOString();
      const row = await executor
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('recipient_key', '=', recipientKeyOf(recipient))
        .where('created_at', '>', since)
        .where((eb) => eb.or([eb('last_error', 'is', null), eb('last_error', 'not in', [OVER_ADDRESS_BUDGET, OVER_RECIPIENT_BUDGET])]))
        .executeTakeFirstOrThrow();
      return Number(row.n) < perRecipient;
    },
  };
}

export type MailBudget = ReturnType<typeof mailBudget>;
