import type { MAIL_STATUSES } from '../../schemas/admin';

/** The shapes /api/admin answers with. */

export interface ListAnswer<T> {
  total: number;
  items: T[];
}

export interface Lead {
  id: number;
  kind: string;
  email: string;
  name: string;
  created_at: string;
  handled_at: string | null;
  payload: Record<string, unknown>;
}

export interface RmaSummary {
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

export interface RmaFile {
  id: number;
  rma_product_id: number | null;
  kind: 'invoice' | 'evidence';
  original_name: string;
  mime_type: string;
  size: number;
}

export interface RmaDetail extends RmaSummary {
  shipping_address: string;
  issue_description: string;
  checklist: Record<string, unknown>;
  products: { id: number; line_index: number; product: string; voltage: string; serial_numbers: string }[];
  files: RmaFile[];
}

export interface Subscription {
  id: number;
  email: string;
  product_name: string;
  created_at: string;
  notified_at: string | null;
}

export interface OutboxMessage {
  cause: string;
  kind: string;
  recipient: string;
  subject: string;
  status: (typeof MAIL_STATUSES)[number];
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
