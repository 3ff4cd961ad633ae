import type { Kysely } from 'kysely';
import type { LeadContract } from '../../src/schemas/leads';
import type { Database } from '../db/schema';
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
}

/** Queues a message unless its cause already has one: each cause is mailed at most once. */
async function enqueueMail(executor: Executor, { cause, kind, to, replyTo, content }: QueuedMail, now = new Date()) {
  const { subject, text, html } = render(content);
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
      status: 'pending',
      next_attempt_at: now.toISOString(),
      last_error: null,
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
export function createMailQueue(settings: MailSettings) {
  return {
    /** The visitor's reply (the catalogue, or an acknowledgement) and the sales copy. */
    async leadReceived(executor: Executor, lead: { id: number; contract: LeadContract; body: Record<string, unknown> }) {
      const { email } = lead.contract.contact(lead.body);
      await enqueueMail(executor, {
        cause: `lead:${lead.id}:reply`,
        kind: lead.contract.kind === 'catalog' ? 'catalogue' : 'acknowledgement',
        to: email,
        content: leadReply(lead.contract, lead.body, settings),
      });
      await enqueueMail(executor, {
        cause: `lead:${lead.id}:sales`,
        kind: 'sales-copy',
        to: settings.salesEmail,
        replyTo: email,
        content: salesCopy(lead.contract, lead.id, lead.body),
      });
    },

    async rmaReceived(executor: Executor, rma: { id: number; email: string } & RmaSummary) {
      await enqueueMail(executor, { cause: `rma:${rma.id}:confirmation`, kind: 'rma-confirmation', to: rma.email, content: rmaConfirmation(rma) });
    },

    /** One subscriber's back-in-stock message, at most once per subscription. */
    async backInStock(executor: Executor, { subscriptionId, email, productName, sku }: { subscriptionId: number; email: string; productName: string; sku: string }) {
      await enqueueMail(executor, { cause: `back-in-stock:${subscriptionId}`, kind: 'back-in-stock', to: email, content: backInStock(productName, sku, settings) });
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
