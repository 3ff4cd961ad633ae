import type { Generated } from 'kysely';

/** Table shapes as Kysely sees them; migrations/ creates them. */

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  /** Every field of 02 §3.1 but id and stock, as JSON. */
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
}

export interface IdempotencyTable {
  key: string;
  /** The method and path the key was first used on. */
  endpoint: string;
  /** SHA-256 of the request body, when the body is small enough to hash up front. */
  fingerprint: string | null;
  /** null while the first request is still running. */
  status: number | null;
  body: string | null;
  created_at: string;
}

export interface Database {
  products: ProductTable;
  leads: LeadTable;
  idempotency_keys: IdempotencyTable;
}
