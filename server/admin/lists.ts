import * as v from 'valibot';
import type { ExpressionBuilder, ReferenceExpression } from 'kysely';
import type { Db } from '../db/connection';
import {
  HANDLED_FILTERS,
  MAIL_STATUSES,
  SUBSCRIPTION_FILTERS,
  type ListAnswer,
  type MailRow,
  type RmaDetail,
  type RmaRow,
  type StockRow,
  type SubscriptionRow,
} from '../../src/shared/schemas/admin';
import { productNameOf } from '../catalogue/repository';

/**
 * The inbox's lists: each a query with its filters (validated from the URL's query) and a
 * search over the columns staff look things up by. A list given a limit answers the newest
 * that many rows and the total; the CSV export holds every matching row. The products list
 * takes no limit: it answers every matching product, in id order. Leads, which grow fastest,
 * page instead (leads.ts).
 */

export const LIST_LIMIT = 500;

/** A picklist whose message names the allowed values, as the inbox's filters show them. */
const oneOf = <const T extends readonly string[]>(values: T, what = 'Status') => v.picklist(values, `${what} must be one of ${values.join(', ')}`);

const search = v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(200, 'Search is at most 200 characters')), '');

export const rmaFilterSchema = v.object({
  status: v.optional(oneOf(HANDLED_FILTERS), 'all'),
  q: search,
});
export const subscriptionFilterSchema = v.object({
  status: v.optional(oneOf(SUBSCRIPTION_FILTERS), 'all'),
  q: search,
});
export const mailFilterSchema = v.object({
  status: v.optional(oneOf(MAIL_STATUSES)),
  q: search,
});
export const productFilterSchema = v.object({ q: search });

/**
 * LIKE's pattern for "contains", matched against lower(column) (both SQLite and PostgreSQL have
 * it). A % or _ typed in the search box widens the match rather than being escaped: the two
 * databases escape LIKE differently, and a wider search in a staff tool does no harm.
 */
const containing = (q: string) => `%${q}%`;

/** The search of every list: any of the columns contains q, case-insensitively. */
const containsAny = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: readonly ReferenceExpression<DB, TB>[], q: string) => {
  const pattern = containing(q);
  return eb.or(columns.map((column) => eb(eb.fn('lower', [column]), 'like', pattern)));
};

type Limit = { limit?: number };

export async function listRmas(db: Db, filter: v.InferOutput<typeof rmaFilterSchema>, { limit }: Limit = {}): Promise<ListAnswer<RmaRow>> {
  let query = db.selectFrom('rmas');
  if (filter.status === 'open') query = query.where('handled_at', 'is', null);
  if (filter.status === 'handled') query = query.where('handled_at', 'is not', null);
  if (filter.q) {
    query = query.where((eb) => containsAny(eb, ['rma_number', 'first_name', 'last_name', 'email', 'order_id', 'invoice_number'], filter.q));
  }
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'rma_number', 'first_name', 'last_name', 'email', 'phone_number', 'order_id', 'invoice_number', 'resolution_type', 'created_at', 'handled_at'])
      .select((eb) => eb.selectFrom('rma_products').whereRef('rma_products.rma_id', '=', 'rmas.id').select((e) => e.fn.countAll<number>().as('n')).as('product_count'))
      .orderBy('id', 'desc')
      .$if(limit !== undefined, (q) => q.limit(limit!))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.count),
    items: rows.map((row) => ({ ...row, id: Number(row.id), rma_number: row.rma_number ?? '', product_count: Number(row.product_count) })),
  };
}

export async function rmaDetail(db: Db, id: number): Promise<RmaDetail | undefined> {
  const rma = await db
    .selectFrom('rmas')
    .select([
      'id',
      'rma_number',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'shipping_address',
      'order_id',
      'invoice_number',
      'resolution_type',
      'issue_description',
      'checklist',
      'created_at',
      'handled_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!rma) return undefined;
  const [products, files] = await Promise.all([
    db.selectFrom('rma_products').select(['id', 'line_index', 'product', 'voltage', 'serial_numbers']).where('rma_id', '=', id).orderBy('line_index').execute(),
    db.selectFrom('rma_files').select(['id', 'rma_product_id', 'kind', 'original_name', 'mime_type', 'size']).where('rma_id', '=', id).orderBy('id').execute(),
  ]);
  return {
    ...rma,
    id: Number(rma.id),
    rma_number: rma.rma_number ?? '',
    checklist: JSON.parse(rma.checklist) as Record<string, unknown>,
    products: products.map((line) => ({ ...line, id: Number(line.id) })),
    files: files.map((file) => ({ ...file, id: Number(file.id), rma_product_id: file.rma_product_id === null ? null : Number(file.rma_product_id), size: Number(file.size) })),
  };
}

export async function listSubscriptions(db: Db, filter: v.InferOutput<typeof subscriptionFilterSchema>, { limit }: Limit = {}): Promise<ListAnswer<SubscriptionRow>> {
  let query = db.selectFrom('subscriptions');
  if (filter.status === 'waiting') query = query.where('notified_at', 'is', null);
  if (filter.status === 'notified') query = query.where('notified_at', 'is not', null);
  if (filter.q) {
    query = query.where((eb) => containsAny(eb, ['email', 'product_name'], filter.q));
  }
  const [rows, total] = await Promise.all([
    query.select(['id', 'email', 'product_name', 'created_at', 'notified_at']).orderBy('id', 'desc').$if(limit !== undefined, (q) => q.limit(limit!)).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.count), items: rows.map((row) => ({ ...row, id: Number(row.id) })) };
}

export async function listMail(db: Db, filter: v.InferOutput<typeof mailFilterSchema>, { limit }: Limit = {}): Promise<ListAnswer<MailRow>> {
  let query = db.selectFrom('mail_outbox');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q) {
    query = query.where((eb) => containsAny(eb, ['recipient', 'subject', 'cause'], filter.q));
  }
  const [rows, total] = await Promise.all([
    query
      .select(['cause', 'kind', 'recipient', 'subject', 'status', 'attempts', 'next_attempt_at', 'last_error', 'created_at', 'sent_at'])
      .orderBy('created_at', 'desc')
      .$if(limit !== undefined, (q) => q.limit(limit!))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.count), items: rows.map((row) => ({ ...row, attempts: Number(row.attempts) })) };
}

export async function listProducts(db: Db, filter: v.InferOutput<typeof productFilterSchema>): Promise<ListAnswer<StockRow>> {
  let query = db.selectFrom('products');
  if (filter.q) {
    query = query.where((eb) => containsAny(eb, ['sku', 'data'], filter.q));
  }
  const rows = await query.select(['id', 'sku', 'data', 'stock', 'updated_at']).orderBy('id').execute();
  return {
    total: rows.length,
    items: rows.map((row) => ({
      id: Number(row.id),
      sku: row.sku,
      item_name: productNameOf(row.data),
      stock: Number(row.stock),
      updated_at: row.updated_at,
    })),
  };
}
