import type { Kysely } from 'kysely';
import type { LeadContract } from '../../src/shared/schemas/leads';
import type { Database } from '../db/schema';
import { mailBudget, OVER_RECIPIENT_BUDGET, recipientKeyOf, type Lane, type MailBudget } from './budget';
import { render, type MailContent } from './content';
import { backInStock, leadReply, rmaConfirmation, salesCopy, type RmaSummary } from './messages';

/** The database or a transaction on it: mail is queued in the transaction of its cause. */
type Executor = Kysely<Database>;

export type MailKind = 'catalogue' | 'acknowledgement' | 'sales-copy' | 'rma-confirmation' | 'back-in-stock';

export interface MailSettings {
  /** The storefront's public address, for links in messages. */
  publicUrl: string;
  /** Receives a copy of every lead. */
  salesEmail: string;
}

export interface QueuedMail {
  /** What caused it, e.g. lead:12:reply. The queue keeps one message per cause. */
  cause: string;
  kind: MailKind;
  to: string;
  replyTo?: string;
  content: MailContent;
  /** Its lane, or why it is stored without being sent (see budget.ts). */
  lane?: Lane;
  /** An automatic reply: counted against what its recipient may get in a day. */
  reply?: boolean;
}

/** Queues a message unless its cause already has one: each cause is mailed at most once. */
async function enqueueMail(executor: Executor, { cause, kind, to, replyTo, content, lane = { priority: 0 }, reply = false }: QueuedMail, now = new Date()) {
  const { subject, text, html } = render(content);
  // A message the budget refuses is kept, failed with the reason, so staff see it and can send it.
  const refused = 'refused' in lane ? lane.refused : null;
  await executor
    .insertInto('mail_outbox')
    .values({
      cause,
      kind,
      recipient: to,
      reply_to: replyTo ?? null,
      subject,
      text_body: text,
      html_body: html,
      status: refused ? 'failed' : 'pending',
      next_attempt_at: now.toISOString(),
      last_error: refused,
      priority: 'priority' in lane ? lane.priority : 1,
      recipient_key: reply ? recipientKeyOf(to) : null,
      created_at: now.toISOString(),
      sent_at: null,
    })
    .onConflict((oc) => oc.column('cause').doNothing())
    .execute();
}

/**
 * The server's mail queue (the `mail_outbox` table; sender.ts sends what it holds): the causes
 * of mail, as the endpoints meet them. Each runs inside the transaction that stores its cause,
 * so a lead is never stored without its messages, nor the messages without the lead.
 */
export function createMailQueue(settings: MailSettings, budget: MailBudget = mailBudget(false)) {
  /** The reply's lane: the form's, unless its recipient has had enough replies today. */
  const replyLane = async (executor: Executor, lane: Lane, to: string): Promise<Lane> =>
    'refused' in lane || (await budget.replyAllowed(executor, to)) ? lane : { refused: OVER_RECIPIENT_BUDGET };

  return {
    /**
     * The lane of the messages a form from `client` (its address) sets off, spending its budget.
     * Asked before the form's transaction: on PostgreSQL the budget is a statement of its own,
     * and a transaction waiting for a second connection of the pool could wait for ever.
     */
    laneOf: (client: string | undefined) => budget.laneOf(client),

    /** The visitor's reply (the catalogue, or an acknowledgement) and the sales copy, in the form's lane. */
    async leadReceived(executor: Executor, lead: { id: number; contract: LeadContract; body: Record<string, unknown>; lane: Lane }) {
      const { email } = lead.contract.contact(lead.body);
      const { lane } = lead;
      // A booth lead may give a phone and no address: it gets no reply, sales still get their copy.
      if (email) {
        await enqueueMail(executor, {
          cause: `lead:${lead.id}:reply`,
          kind: lead.contract.kind === 'catalog' ? 'catalogue' : 'acknowledgement',
          to: email,
          content: leadReply(lead.contract, lead.body, settings),
          lane: await replyLane(executor, lane, email),
          reply: true,
        });
      }
      await enqueueMail(executor, {
        cause: `lead:${lead.id}:sales`,
        kind: 'sales-copy',
        to: settings.salesEmail,
        replyTo: email || undefined,
        content: salesCopy(lead.contract, lead.id, lead.body),
        lane,
      });
    },

    async rmaReceived(executor: Executor, rma: { id: number; email: string; lane: Lane } & RmaSummary) {
      const lane = await replyLane(executor, rma.lane, rma.email);
      await enqueueMail(executor, { cause: `rma:${rma.id}:confirmation`, kind: 'rma-confirmation', to: rma.email, content: rmaConfirmation(rma), lane, reply: true });
    },

    /** One subscriber's back-in-stock message, at most once per subscription; after the forms' mail. */
    async backInStock(executor: Executor, { subscriptionId, email, productName, sku }: { subscriptionId: number; email: string; productName: string; sku: string }) {
      await enqueueMail(executor, { cause: `back-in-stock:${subscriptionId}`, kind: 'back-in-stock', to: email, content: backInStock(productName, sku, settings), lane: { priority: 1 } });
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
