import type { Generated } from 'kysely';

/** Table shapes as Kysely sees them; migrations/ creates them. */

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  /** Every field of the product record but id and stock, as JSON. */
  data: string;
  stock: number;
  updated_at: string;
}

export interface LeadTable {
  id: Generated<number>;
  /** catalog, freelightlayout, retailers, document, rebate, … */
  kind: string;
  email: string;
  /** The validated body as JSON. */
  payload: string;
  created_at: string;
  /** When staff marked it handled; null while it waits. */
  handled_at: string | null;
}

/** A back-in-stock request; email is stored lower-cased so one buyer is one row per product. */
export interface SubscriptionTable {
  id: Generated<number>;
  email: string;
  product_name: string;
  created_at: Generated<string>;
  /** When its back-in-stock mail was queued; a subscription is mailed once. */
  notified_at: string | null;
}

export interface IdempotencyTable {
  key: string;
  /** The method and path the key was first used on. */
  endpoint: string;
  /**
   * What the first request sent: `body:` and the SHA-256 of a JSON (or any non-multipart) body,
   * or `multipart:` and a hash of its fields and files (server/lib/fingerprint.ts).
   */
  fingerprint: string | null;
  /** null while the first request is still running. */
  status: number | null;
  body: string | null;
  created_at: string;
  /** The last heartbeat of the request holding the claim; null on claims older than heartbeats. */
  alive_at: string | null;
}

/** A warranty return request; rma_number is RMA-{year}-{id as 6 digits}. */
export interface RmaTable {
  id: Generated<number>;
  rma_number: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  shipping_address: string;
  order_id: string;
  invoice_number: string;
  resolution_type: string;
  issue_description: string;
  /** Equipment details and confirmations as JSON. */
  checklist: string;
  created_at: Generated<string>;
  /** When staff marked it handled; null while it waits. */
  handled_at: string | null;
}

export interface RmaProductTable {
  id: Generated<number>;
  rma_id: number;
  line_index: number;
  product: string;
  voltage: string;
  serial_numbers: string;
}

export interface RmaFileTable {
  id: Generated<number>;
  rma_id: number;
  /** null for the invoice. */
  rma_product_id: number | null;
  kind: 'invoice' | 'evidence';
  original_name: string;
  /** The random name under DATA_DIR/uploads. */
  stored_name: string;
  mime_type: string;
  size: number;
  created_at: Generated<string>;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A message to send, rendered when its cause happened; at most one per cause. */
export interface MailOutboxTable {
  cause: string;
  /** catalogue, acknowledgement, sales-copy, rma-confirmation, back-in-stock. */
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** 0: sent first; 1: after every due 0 (a busy sender's messages, back-in-stock notices). */
  priority: Generated<number>;
  /** The recipient in lower case, for counting what one address has been sent. */
  recipient_key: string | null;
}

/** The one staff password, as an scrypt hash (id is always 1). */
export interface AdminPasswordTable {
  id: number;
  hash: string;
  updated_at: string;
}

export interface AdminSessionTable {
  token_hash: string;
  csrf_token: string;
  created_at: string;
  expires_at: string;
}

/**
 * A token bucket that several servers share (PostgreSQL only; see lib/postgres-limits.ts). The
 * bucket is whole again at full_at, in milliseconds since 1970: its tokens at time t are
 * burst - (full_at - t) × refill rate, so one number holds its state, and a row whose full_at
 * has passed says nothing a missing row does not.
 */
export interface RateBucketTable {
  /** The limit's name, a space, the client's key. */
  key: string;
  full_at: number;
}

/** An install with an accepted write from an address, known until known_until (milliseconds since 1970). */
export interface KnownInstallTable {
  address: string;
  install_id: string;
  known_until: number;
}

/** A browser staff have signed in on: its sign-ins are not held up by strangers' guesses. */
export interface StaffDeviceTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** A file that rides with a lead (a booth lead's card photo); its bytes are in the upload store. */
export interface LeadFileTable {
  id: Generated<number>;
  lead_id: number;
  original_name: string;
  stored_name: string;
  mime_type: string;
  size: number;
  created_at: Generated<string>;
}

export interface Database {
  products: ProductTable;
  leads: LeadTable;
  subscriptions: SubscriptionTable;
  idempotency_keys: IdempotencyTable;
  rmas: RmaTable;
  rma_products: RmaProductTable;
  rma_files: RmaFileTable;
  lead_files: LeadFileTable;
  mail_outbox: MailOutboxTable;
  admin_password: AdminPasswordTable;
  admin_sessions: AdminSessionTable;
  rate_buckets: RateBucketTable;
  known_installs: KnownInstallTable;
  staff_devices: StaffDeviceTable;
}
