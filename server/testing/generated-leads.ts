import type { Db } from '../db/connection';

/**
 * Leads as the storefront's three lead forms store them, made up in bulk for tests and the
 * bench: names, addresses, companies and states drawn from short lists by a seeded generator
 * (the same count always gives the same leads), several leads to each created_at instant (as a
 * busy minute of a busy day gives), and all but the newest few handled.
 */

const FIRST = ['Dana', 'Rita', 'Marco', 'Aiko', 'Liam', 'Noor', 'Sven', 'Priya', 'Tomas', 'Jade', 'Omar', 'Lena', 'Kofi', 'Mei', 'Iris', 'Hugo'];
const LAST = ['Grower', 'Garcia', 'Nguyen', 'Okafor', 'Larsen', 'Patel', 'Moreau', 'Kowalski', 'Silva', 'Haddad', 'Tanaka', 'Brennan', 'Fischer', 'Rossi', 'Mendez', 'Lindqvist'];
const DOMAINS = ['example.com', 'shop.example', 'greens.example', 'farm.example', 'mail.example'];
const COMPANIES = ['Green Depot', 'Hydro Haven', 'Leaf & Root', 'Canopy Supply', 'Sunhouse Gardens', 'Bloom Brothers', 'Rootwise', 'Urban Sprout'];
const STATES = ['California', 'Oregon', 'Colorado', 'Michigan', 'Washington', 'Texas', 'Florida', 'Maine'];
const KINDS = [
  {
    kind: 'catalog',
    roles: ['cultivator', 'hobbyist', 'commercial'],
    share: 0.5,
  },
  { kind: 'freelightlayout', roles: ['cultivator', 'commercial'], share: 0.3 },
  {
    kind: 'retailers',
    roles: ['store_owner', 'store_manager', 'buyer'],
    share: 0.2,
  },
] as const;

/** A small seeded generator (mulberry32): the same seed, the same leads. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedLeadOptions {
  /** The newest lead's time; the others go back from it. */
  newest?: Date;
  /** How many leads share each created_at instant. */
  perInstant?: number;
  /** The newest leads left open; every older one is handled. */
  open?: number;
  seed?: number;
  /** Leads per transaction. */
  batch?: number;
}

/** Writes `count` generated leads, a transaction per batch; returns how many were written. */
export async function insertGeneratedLeads(
  db: Db,
  count: number,
  { newest = new Date(), perInstant = 3, open = Math.ceil(count / 50), seed = 42, batch = 5000 }: GeneratedLeadOptions = {},
) {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const newestMs = newest.getTime();
  // Oldest first, so ids grow with time as they do when leads arrive one by one.
  const lead = (index: number) => {
    const age = count - 1 - index;
    const createdAt = new Date(newestMs - Math.floor(age / perInstant) * 37_000).toISOString();
    const roll = next();
    const { kind, roles } = roll < KINDS[0].share ? KINDS[0] : roll < KINDS[0].share + KINDS[1].share ? KINDS[1] : KINDS[2];
    const first = pick(FIRST);
    const last = pick(LAST);
    const email = `${first}.${last}${index}@${pick(DOMAINS)}`.toLowerCase();
    const company = pick(COMPANIES);
    const payload: Record<string, unknown> = {
      name: `${first} ${last}`,
      email,
      phone: `${200 + Math.floor(next() * 800)} 555 ${String(index % 10_000).padStart(4, '0')}`,
      country: 'United States',
      state: pick(STATES),
      customer_type_website: pick(roles),
    };
    if (kind === 'retailers') {
      payload.retailer_name = company;
      payload.company_name = `${company} LLC`;
    }
    return {
      kind,
      email,
      payload: JSON.stringify(payload),
      created_at: createdAt,
      handled_at: age < open ? null : createdAt,
    };
  };
  // 500 leads a statement keeps each INSERT well under SQLite's limit of bound values.
  const STATEMENT_ROWS = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, i) => lead(start + i));
    await db.transaction().execute(async (trx) => {
      for (let at = 0; at < rows.length; at += STATEMENT_ROWS)
        await trx
          .insertInto('leads')
          .values(rows.slice(at, at + STATEMENT_ROWS))
          .execute();
    });
  }
  return count;
}
