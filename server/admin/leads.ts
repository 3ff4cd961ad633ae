import { sql, type SelectQueryBuilder } from 'kysely';
import * as v from 'valibot';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/dialect';
import { HANDLED_FILTERS, type LeadPage, type LeadRow } from '../../src/shared/schemas/admin';
import type { LeadContract } from '../../src/shared/schemas/leads';

/**
 * The inbox's leads, however many there are: pages newest first, continued by a cursor (the
 * created_at and id of the last lead shown), a search by words over the word index of migration
 * 008, and the CSV export read in the same pages.
 *
 * Paging by the last lead seen rather than by an offset keeps every page an index range: page
 * 400 costs what page 1 does, and a lead arriving while staff page on does not shift the pages
 * after it (it is newer than every cursor, so it only shows on a fresh first page).
 */

/** The most leads one page holds, and what a page holds when the request does not say. */
export const LEAD_PAGE_MAX = 500;

const oneOf = <const T extends readonly string[]>(values: T, what: string) => v.picklist(values, `${what} must be one of ${values.join(', ')}`);

/** Where a page starts: after the lead with this created_at and id, in newest-first order. */
export interface LeadCursor {
  createdAt: string;
  id: number;
}

const CURSOR_MESSAGE = 'Not a valid cursor: use the next value of the page before';

/**
 * A cursor travels as base64url text, so a timestamp's colons and spaces need no escaping in a
 * URL and the client treats it as a token rather than something to build.
 */
export const encodeCursor = ({ createdAt, id }: LeadCursor) => Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');

export function decodeCursor(text: string): LeadCursor | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(text)) return null;
  const match = /^([0-9T:. Z+-]{10,40})\|(\d{1,15})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  return match ? { createdAt: match[1]!, id: Number(match[2]) } : null;
}

const search = v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(200, 'Search is at most 200 characters')), '');

/** An event or rep name, matched whole and without regard to case; empty filters nothing. */
const boothField = v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(200, 'Event and rep are at most 200 characters')));

/** The leads filter: a kind of one of the app's lead contracts, the handled state and a search. */
export const leadFilterSchema = (contracts: readonly LeadContract[]) =>
  v.object({
    kind: v.optional(
      oneOf(
        contracts.map((contract) => contract.kind),
        'Kind',
      ),
    ),
    status: v.optional(oneOf(HANDLED_FILTERS, 'Status'), 'all'),
    q: search,
    // A trade show's leads (booth leads carry the event and the rep of the tablet's set-up).
    event: boothField,
    rep: boothField,
  });
export type LeadFilter = v.InferOutput<ReturnType<typeof leadFilterSchema>>;

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${LEAD_PAGE_MAX}`;

/** A page of the list: the filter, where to start (absent: the newest lead) and how many. */
export const leadPageSchema = (contracts: readonly LeadContract[]) =>
  v.object({
    ...leadFilterSchema(contracts).entries,
    cursor: v.optional(
      v.pipe(
        v.string(),
        v.transform(decodeCursor),
        v.check((cursor) => cursor !== null, CURSOR_MESSAGE),
        v.transform((cursor) => cursor!),
      ),
    ),
    limit: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,6}$/, LIMIT_MESSAGE), v.transform(Number), v.minValue(1, LIMIT_MESSAGE), v.maxValue(LEAD_PAGE_MAX, LIMIT_MESSAGE)),
      String(LEAD_PAGE_MAX),
    ),
  });
export type LeadPageRequest = v.InferOutput<ReturnType<typeof leadPageSchema>>;

/**
 * The words of a search, as the word index holds a lead's text: runs of letters and digits.
 * Whatever else was typed (@, dots, dashes) only separates words, as it does in the index.
 */
export const searchWords = (q: string) =>
  q
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 16);

type LeadQuery = SelectQueryBuilder<Database, 'leads', object>;

/**
 * The filter as a query over leads. A search keeps the leads that have, for each word typed, a
 * word beginning with it (`dana exa` finds dana@example.com): FTS5 prefix terms on SQLite, a
 * tsquery of prefixes on PostgreSQL. A search of no words (only punctuation) filters nothing.
 */
function filtered(db: Db, filter: LeadFilter): LeadQuery {
  let query = db.selectFrom('leads') as LeadQuery;
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status === 'open') query = query.where('handled_at', 'is', null);
  if (filter.status === 'handled') query = query.where('handled_at', 'is not', null);
  for (const field of ['event', 'rep'] as const) {
    if (!filter[field]) continue;
    const value = isPostgres(db) ? sql`(payload::json ->> ${field})` : sql`json_extract(payload, ${`$.${field}`})`;
    query = query.where(sql<boolean>`lower(${value}) = ${filter[field]}`);
  }
  const words = searchWords(filter.q);
  if (words.length > 0) {
    if (isPostgres(db)) {
      const tsquery = words.map((word) => `${word}:*`).join(' & ');
      query = query.where(sql<boolean>`leads_search_document(email, payload) @@ to_tsquery('simple', ${tsquery})`);
    } else {
      // Each word quoted, so FTS5 reads it as a word and never as one of its operators (AND, NEAR).
      const match = words.map((word) => `"${word}"*`).join(' ');
      query = query.where(sql<boolean>`id in (select rowid from leads_search where leads_search match ${match})`);
    }
  }
  return query;
}

/** Newest first; the id orders leads of the same instant, so the order is total and a cursor exact. */
const newestFirst = (query: LeadQuery, after: LeadCursor | undefined, atOrBefore?: LeadCursor) => {
  let ordered = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (after) ordered = ordered.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)));
  if (atOrBefore) ordered = ordered.where((eb) => eb(eb.refTuple('created_at', 'id'), '<=', eb.tuple(atOrBefore.createdAt, atOrBefore.id)));
  return ordered;
};

const LEAD_COLUMNS = ['id', 'kind', 'email', 'payload', 'created_at', 'handled_at'] as const;

type StoredLead = {
  id: number;
  kind: string;
  email: string;
  payload: string;
  created_at: string;
  handled_at: string | null;
};

/** A stored lead as the inbox reads it, named and labelled by its contract. */
const leadRowOf = (contracts: readonly LeadContract[], row: StoredLead): LeadRow => {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  const contract = contracts.find((candidate) => candidate.kind === row.kind);
  return {
    id: Number(row.id),
    kind: row.kind,
    // A lead of a kind the app no longer serves keeps its kind as its label and the address it was stored with.
    label: contract?.label ?? row.kind,
    email: row.email,
    name: contract?.contact(payload).name ?? '',
    created_at: row.created_at,
    handled_at: row.handled_at,
    payload,
  };
};

/**
 * One page of leads and how many match in all; `next` continues after its last lead, null when
 * this page holds the last one.
 */
export async function leadPage(db: Db, contracts: readonly LeadContract[], request: LeadPageRequest): Promise<LeadPage> {
  const query = filtered(db, request);
  // One more than the page: whether it exists says if there is a next page, without a second query.
  const [rows, total] = await Promise.all([
    newestFirst(query, request.cursor)
      .select(LEAD_COLUMNS)
      .limit(request.limit + 1)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.slice(0, request.limit).map((row) => leadRowOf(contracts, row));
  // The page's images in one query, each under its lead.
  const ids = items.map((item) => item.id);
  const files = ids.length
    ? await db.selectFrom('lead_files').select(['id', 'lead_id', 'original_name', 'mime_type']).where('lead_id', 'in', ids).orderBy('id').execute()
    : [];
  for (const file of files) {
    const item = items.find((candidate) => candidate.id === Number(file.lead_id));
    if (item) (item.files ??= []).push({ id: Number(file.id), original_name: file.original_name, mime_type: file.mime_type });
  }
  const last = items.at(-1);
  return {
    total: Number(total.count),
    items,
    next: rows.length > request.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/**
 * How many leads the export reads at a time: a few milliseconds of the database and of
 * stringifying, a chunk of some 35 KB. A SQLite read holds the server's one thread, so a health
 * check or another staff request arriving during an export waits for one batch at most.
 */
export const EXPORT_BATCH = 200;

/** Lets the requests waiting behind an export (a health check, another staff page) run between its batches. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every lead the filter selects, newest first, as export rows: each call of the returned
 * function reads the next EXPORT_BATCH leads (null once none is left). Only the cursor is kept
 * between calls, so a batch is garbage as soon as it has been written, however long the client
 * takes to read it. `upTo` bounds the walk at the lead that was newest when the export began, so
 * the columns and the rows are read from the same leads.
 */
export function leadExportReader(db: Db, contracts: readonly LeadContract[], filter: LeadFilter, upTo: LeadCursor, batchSize = EXPORT_BATCH) {
  const query = filtered(db, filter);
  let after: LeadCursor | undefined;
  let finished = false;
  return async (): Promise<object[] | null> => {
    if (finished) return null;
    await yieldToOthers();
    const rows = await newestFirst(query, after, upTo).select(LEAD_COLUMNS).limit(batchSize).execute();
    if (rows.length < batchSize) finished = true;
    if (rows.length === 0) return null;
    const last = rows.at(-1)!;
    after = { createdAt: last.created_at, id: Number(last.id) };
    return rows.map((row) => leadCsvRow(leadRowOf(contracts, row)));
  };
}

/** The newest lead the filter selects, where an export starts; undefined when none does. */
export async function newestLead(db: Db, filter: LeadFilter): Promise<LeadCursor | undefined> {
  const row = await newestFirst(filtered(db, filter), undefined).select(['created_at', 'id']).limit(1).executeTakeFirst();
  return row ? { createdAt: row.created_at, id: Number(row.id) } : undefined;
}

/** The columns every lead's export row begins with, before its form's fields. */
export const LEAD_CSV_COLUMNS = ['id', 'kind', 'label', 'email', 'name', 'created_at', 'handled_at'] as const;

/** A lead as a row of the export: the inbox's fields, then its form's (a form's own email or name wins). */
export const leadCsvRow = ({ payload, ...lead }: LeadRow) => ({
  ...lead,
  ...payload,
});

/** How many leads' bodies the column scan reads at a time: some 10 ms of the database's own JSON reading. */
const COLUMN_SCAN_BATCH = 10_000;

/**
 * The export's columns, as the whole list written at once names them: the inbox's fields, then
 * each form field in the order the leads first name it, newest lead first. That order is each
 * field's newest lead, then its place in that lead's body, so it takes two steps, neither of
 * which brings the leads' bodies to the server: the database lists the fields the selected leads
 * have (json_each over a batch at a time, with a pause between batches), then finds, for each
 * field, the newest selected lead that has it, an index walk that stops at the first one.
 */
export async function leadCsvColumns(db: Db, filter: LeadFilter, upTo: LeadCursor, batchSize = COLUMN_SCAN_BATCH): Promise<string[]> {
  const query = filtered(db, filter);
  const postgres = isPostgres(db);
  const fields = new Set<string>();
  let after: LeadCursor | undefined;
  for (;;) {
    const batch = newestFirst(query, after, upTo).select(['payload']).limit(batchSize);
    const keys = postgres
      ? sql<{ key: string }>`select distinct k.key as key from (${batch}) b, json_object_keys(b.payload::json) as k(key)`
      : sql<{ key: string }>`select distinct j.key as key from (${batch}) b, json_each(b.payload) j`;
    for (const { key } of (await keys.execute(db)).rows) fields.add(String(key));
    // Where the next batch starts: the batch's last lead, read from the index alone.
    const last = await newestFirst(query, after, upTo)
      .select(['created_at', 'id'])
      .limit(1)
      .offset(batchSize - 1)
      .executeTakeFirst();
    if (!last) break;
    after = { createdAt: last.created_at, id: Number(last.id) };
    await yieldToOthers();
  }

  const placed: { field: string; createdAt: string; id: number; place: number }[] = [];
  for (const field of fields) {
    if ((LEAD_CSV_COLUMNS as readonly string[]).includes(field)) continue;
    const has = postgres ? sql<boolean>`(payload::json -> ${field}) is not null` : sql<boolean>`exists (select 1 from json_each(payload) where key = ${field})`;
    const newest = await newestFirst(query, undefined, upTo).select(['created_at', 'id', 'payload']).where(has).limit(1).executeTakeFirst();
    // Gone since the scan (the lead was deleted): no row names it any more.
    if (!newest) continue;
    placed.push({ field, createdAt: newest.created_at, id: Number(newest.id), place: Object.keys(JSON.parse(newest.payload) as object).indexOf(field) });
    await yieldToOthers();
  }
  placed.sort((a, b) => (a.createdAt === b.createdAt ? (a.id === b.id ? a.place - b.place : b.id - a.id) : a.createdAt < b.createdAt ? 1 : -1));
  return [...LEAD_CSV_COLUMNS, ...placed.map(({ field }) => field)];
}
