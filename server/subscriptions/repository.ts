import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The database or a transaction on it. */
type Executor = Kysely<Database>;

/** Back-in-stock subscriptions: one row per email and product, however often the buyer asks. */

/** Adds the subscription unless the same address already waits for that product. */
export async function subscribe(executor: Executor, { email, productName }: { email: string; productName: string }) {
  await executor
    .insertInto('subscriptions')
    .values({ email: email.toLowerCase(), product_name: productName })
    .onConflict((oc) => oc.columns(['email', 'product_name']).doNothing())
    .execute();
}

/** The subscriptions to a product that have not been mailed yet. */
export const waitingFor = (executor: Executor, productName: string) =>
  executor.selectFrom('subscriptions').select(['id', 'email']).where('product_name', '=', productName).where('notified_at', 'is', null).execute();

export async function markNotified(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return;
  await executor.updateTable('subscriptions').set({ notified_at: new Date().toISOString() }).where('id', 'in', ids).execute();
}
