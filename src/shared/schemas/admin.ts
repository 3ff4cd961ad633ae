import * as v from 'valibot';
import { LEAD_CONTRACTS, type LeadKind } from './contracts';

/**
 * The staff inbox's vocabulary and request bodies, shared by the /admin screens and
 * /api/admin: the lead kinds as staff read them, list filters, and the write requests.
 */

export const ADMIN_API = '/api/admin';

/** `leads.kind` and how staff read it: the lead contracts' own labels. */
export const LEAD_KINDS = Object.fromEntries(LEAD_CONTRACTS.map(({ kind, label }) => [kind, label])) as Record<LeadKind, string>;

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** The handled filter of leads and RMAs. */
export const HANDLED_FILTERS = ['open', 'handled', 'all'] as const;
/** The subscriptions filter: waiting for stock, already mailed, or both. */
export const SUBSCRIPTION_FILTERS = ['waiting', 'notified', 'all'] as const;

export type MailStatus = (typeof MAIL_STATUSES)[number];

// ---- What /api/admin answers: server/admin/ produces exactly these, the /admin screens read them.

/**
 * A list: the newest rows (up to the server's limit) and how many match in all. A list that
 * pages (the leads) also says where the next page starts: `next`, sent back as `cursor`, or null
 * on the last page.
 */
export interface ListAnswer<T> {
  total: number;
  items: T[];
  next?: string | null;
}

/** A page of leads: every lead is on exactly one page of a filter, newest first. */
export interface LeadPage extends ListAnswer<LeadRow> {
  next: string | null;
}

export interface LeadRow {
  id: number;
  kind: string;
  /** How staff read the kind: its contract's label (the kind itself for a kind no longer served). */
  label: string;
  email: string;
  /** Who sent it, as the lead's contract reads it from the body. */
  name: string;
  created_at: string;
  handled_at: string | null;
  /** The body as stored. */
  payload: Record<string, unknown>;
  /** The images that came with it (a booth lead's card photo), opened like an RMA's files. */
  files?: LeadFile[];
}

export interface LeadFile {
  id: number;
  original_name: string;
  mime_type: string;
}

export interface RmaRow {
  id: number;
  rma_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  order_id: string;
  invoice_number: string;
  resolution_type: string;
  product_count: number;
  created_at: string;
  handled_at: string | null;
}

export interface RmaFileRow {
  id: number;
  rma_product_id: number | null;
  kind: 'invoice' | 'evidence';
  original_name: string;
  mime_type: string;
  size: number;
}

export interface RmaProductLine {
  id: number;
  line_index: number;
  product: string;
  voltage: string;
  serial_numbers: string;
}

export interface RmaDetail extends Omit<RmaRow, 'product_count'> {
  shipping_address: string;
  issue_description: string;
  checklist: Record<string, unknown>;
  products: RmaProductLine[];
  files: RmaFileRow[];
}

export interface SubscriptionRow {
  id: number;
  email: string;
  product_name: string;
  created_at: string;
  notified_at: string | null;
}

/** A message of the server's mail queue. */
export interface MailRow {
  cause: string;
  kind: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface StockRow {
  id: number;
  sku: string;
  item_name: string;
  stock: number;
  updated_at: string;
}

/**
 * The uploads the inbox shows rather than only downloads: raster images (an <img>) and PDFs
 * (the browser's own viewer). Never HTML, SVG or text, which could run or pass for a page of
 * this origin; those are only ever sent as downloads.
 */
export const VIEWABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const VIEWABLE_TYPES: readonly string[] = [...VIEWABLE_IMAGE_TYPES, 'application/pdf'];

/** How an RMA file is asked for: `?disposition=inline` to view it (viewable types only), a download otherwise. */
export const attachmentQuerySchema = v.object({
  disposition: v.optional(v.picklist(['inline', 'attachment'], 'Disposition must be one of inline, attachment'), 'attachment'),
});

/** The answer to marking a lead or an RMA handled (or open again). */
export interface HandledAnswer {
  id: number;
  handled_at: string | null;
}

/** One bad row of a product import and what is wrong with each of its fields. */
export interface RowProblem {
  /** 1-based: the data row of a CSV (header excluded), the item of a JSON list. */
  row: number;
  sku: string;
  problems: Record<string, string>;
}

/** What a product import did, or why it wrote nothing (the failure travels as an error with its rows). */
export type ImportReport =
  | { ok: true; created: string[]; updated: string[]; restocked: string[] }
  | { ok: false; error: string; rows: RowProblem[] };

/** The header every write to /api/admin carries, holding the token the session was given. */
export const CSRF_HEADER = 'x-csrf-token';

export const ADMIN_MESSAGES = {
  password: 'Password is required',
  wrongPassword: 'Wrong password',
  stock: 'Stock must be a whole number of 0 or more',
} as const;

export const signInSchema = v.object({
  // An absent password reads as a blank one, so it gets the same message.
  password: v.optional(v.pipe(v.string(ADMIN_MESSAGES.password), v.nonEmpty(ADMIN_MESSAGES.password), v.maxLength(200)), ''),
});

export const handledSchema = v.object({ handled: v.boolean() });

/** A failed message to send again, named by its cause (MailRow.cause). */
export const resendMailSchema = v.object({ cause: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) });

/** A stock level as typed: a whole number of 0 or more (a form's text is accepted too). */
export const stockSchema = v.object({
  stock: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, ADMIN_MESSAGES.stock), v.transform(Number))], ADMIN_MESSAGES.stock),
    v.integer(ADMIN_MESSAGES.stock),
    v.minValue(0, ADMIN_MESSAGES.stock),
    v.maxValue(1_000_000, ADMIN_MESSAGES.stock),
  ),
});
