import type { Kysely } from 'kysely';
import { productNameOf, type AfterWrite } from '../catalogue/repository';
import type { Database } from '../db/schema';
import type { LeadKind } from '../../src/schemas/contracts';
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
  /** What caused it, e.g. lead:12:reply. The outbox keeps one message per cause. */
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
 * The causes of mail, as the endpoints meet them. Each runs inside the transaction that stores
 * its cause, so a lead is never stored without its messages, nor the messages without the lead.
 */
export function createMailOutbox(settings: MailSettings) {
  /** Mails every subscriber of the product who has not been mailed yet, and marks them mailed. */
  async function notifySubscribers(executor: Executor, productName: string, sku: string) {
    const waiting = await executor
      .selectFrom('subscriptions')
      .select(['id', 'email'])
      .where('product_name', '=', productName)
      .where('notified_at', 'is', null)
      .execute();
    if (waiting.length === 0) return;
    const content = backInStock(productName, sku, settings);
    for (const subscription of waiting) {
      await enqueueMail(executor, { cause: `back-in-stock:${subscription.id}`, kind: 'back-in-stock', to: subscription.email, content });
    }
    await executor
      .updateTable('subscriptions')
      .set({ notified_at: new Date().toISOString() })
      .where('id', 'in', waiting.map((subscription) => subscription.id))
      .execute();
  }

  /** A stock change from 0 to more: the catalogue's writes call this in their transaction. */
  const onStockChange: AfterWrite = async (trx, changes) => {
    for (const change of changes) {
      if (change.previousStock !== 0 || change.stock <= 0) continue;
      const product = await trx.selectFrom('products').select('data').where('id', '=', change.id).executeTakeFirstOrThrow();
      await notifySubscribers(trx, productNameOf(product.data), change.sku);
    }
  };

  return {
    /** The visitor's reply (the catalogue, or an acknowledgement) and the sales copy. */
    async leadReceived(executor: Executor, lead: { id: number; kind: LeadKind; email: string; payload: Record<string, unknown> }) {
      await enqueueMail(executor, {
        cause: `lead:${lead.id}:reply`,
        kind: lead.kind === 'catalog' ? 'catalogue' : 'acknowledgement',
        to: lead.email,
        content: leadReply(lead.kind, lead.payload, settings),
      });
      await enqueueMail(executor, {
        cause: `lead:${lead.id}:sales`,
        kind: 'sales-copy',
        to: settings.salesEmail,
        replyTo: lead.email,
        content: salesCopy(lead.kind, lead.id, lead.payload),
      });
    },

    async rmaReceived(executor: Executor, rma: { id: number; email: string } & RmaSummary) {
      await enqueueMail(executor, { cause: `rma:${rma.id}:confirmation`, kind: 'rma-confirmation', to: rma.email, content: rmaConfirmation(rma) });
    },

    onStockChange,

    /**
     * A subscription that arrives while the product is in stock (sent from a device that was
     * offline while the product came back) is mailed at once rather than at the next restock.
     */
    async subscribed(executor: Executor, productName: string) {
      const inStock = await executor.selectFrom('products').select(['sku', 'data']).where('stock', '>', 0).execute();
      const product = inStock.find((row) => productNameOf(row.data) === productName);
      if (product) await notifySubscribers(executor, productName, product.sku);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
