import type { Kysely } from 'kysely';
import { productNameOf, type AfterWrite } from '../catalogue/repository';
import type { Database } from '../db/schema';
import type { MailQueue } from '../mail/queue';
import { markNotified, waitingFor } from './repository';

type Executor = Kysely<Database>;

/**
 * When back-in-stock mail goes: to every subscriber of a product whose stock goes from 0 to
 * more, once per subscription, in the transaction of the stock change.
 */
export function backInStockNotices(mail: MailQueue) {
  /** Mails every subscriber of the product who has not been mailed yet, and marks them mailed. */
  async function notifySubscribers(executor: Executor, productName: string, sku: string) {
    const waiting = await waitingFor(executor, productName);
    for (const { id, email } of waiting) {
      await mail.backInStock(executor, { subscriptionId: id, email, productName, sku });
    }
    await markNotified(executor, waiting.map((subscription) => subscription.id));
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

export type BackInStockNotices = ReturnType<typeof backInStockNotices>;
