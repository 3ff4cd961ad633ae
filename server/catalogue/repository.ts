import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql, type Transaction } from 'kysely';
import { listenerOf, type Db } from '../db/connection';
import { isPostgres, syncIdSequence } from '../db/dialect';
import type { Database, ProductTable } from '../db/schema';
import { withSafeHtml } from './sanitize';

/** A product as the API sends it: the stored fields plus id and stock_quantity. */
export type ProductRecord = Record<string, unknown> & { id: number; sku: string; stock_quantity: number };

/**
 * A product to write: its SKU (the key), optionally its stock and, for a new product, its id;
 * every other field is stored as given. stock_quantity is the API's name for stock and is
 * read as stock when stock is absent.
 */
export type ProductInput = Record<string, unknown> & { sku: string; id?: number; stock?: number; stock_quantity?: number };

/** What a write did to one product: previousStock is null for a product that did not exist. */
export interface StockChange {
  id: number;
  sku: string;
  previousStock: number | null;
  stock: number;
}

/** Runs inside the write's transaction, so work that must follow a stock change commits with it. */
export type AfterWrite = (trx: Transaction<Database>, changes: readonly StockChange[]) => Promise<void>;

/** The list answer, ready to send: one body per encoding, each with its strong ETag. */
export interface CachedList {
  identity: { body: Uint8Array<ArrayBuffer>; etag: string };
  br: { body: Uint8Array<ArrayBuffer>; etag: string };
  gzip: { body: Uint8Array<ArrayBuffer>; etag: string };
}

type Row = Pick<ProductTable, 'sku' | 'data' | 'stock'> & { id: number };

/** A product's name, from its stored `data` JSON: what staff see in lists and buyers subscribe to. */
export const productNameOf = (data: string) => String((JSON.parse(data) as { item_name?: unknown }).item_name ?? '');

const toRecord = (row: Row): ProductRecord => ({ id: row.id, ...JSON.parse(row.data), sku: row.sku, stock_quantity: row.stock });

/** How long the list is trusted before the database is asked whether another process changed it. */
export const CROSS_PROCESS_CHECK_MS = 1000;

/** Each catalogue write on PostgreSQL notifies this channel when it commits; every server listens. */
const CATALOGUE_CHANNEL = 'catalogue_changed';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const bytes = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);

async function buildList(json: string): Promise<CachedList> {
  const identity = Buffer.from(json);
  const hash = createHash('sha1').update(identity).digest('base64url');
  // Quality 9 compresses nearly as well as 11 at a fraction of the time; the work runs off the
  // event loop and once per catalogue change, not per request.
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity, { level: 9 }),
  ]);
  // Each encoding is its own representation, so each gets its own strong validator.
  return {
    identity: { body: bytes(identity), etag: `"${hash}"` },
    br: { body: bytes(br), etag: `"${hash}-br"` },
    gzip: { body: bytes(gz), etag: `"${hash}-gz"` },
  };
}

/** A product's row by numeric id or by SKU (case-insensitive). */
const rowByIdOrSku = (executor: Db | Transaction<Database>, key: string) => {
  const query = executor.selectFrom('products').select(['id', 'sku', 'data', 'stock']);
  return /^\d+$/.test(key)
    ? query.where('id', '=', Number(key)).executeTakeFirst()
    : query.where((eb) => eb(eb.fn('lower', ['sku']), '=', key.toLowerCase())).executeTakeFirst();
};

/**
 * The catalogue: reads, and the writes to products while serving (the seed at start,
 * seedCatalogue, inserts directly before any request). The list answer is built and
 * compressed once and kept until a product changes: every write here drops it at once, and a
 * write from outside it (an import run from the command line, the seed) is noticed within
 * CROSS_PROCESS_CHECK_MS by a one-row query on the table's row count and latest updated_at.
 * On PostgreSQL, where other servers write too, a write also NOTIFYs CATALOGUE_CHANNEL as it
 * commits, and each server LISTENs from its first list on: another server's write drops the
 * list at once, and the row-count check stays as the fallback while the listening connection
 * is down.
 */
export function createCatalogue(db: Db, { now = () => Date.now() } = {}) {
  let cached: { list: CachedList; stamp: string; checkedAt: number } | null = null;
  let building: { promise: Promise<CachedList>; generation: number } | null = null;
  /** Bumped by every write here and every write another server announces, so a list built while a write ran is not kept. */
  let generation = 0;
  const markStale = () => {
    generation += 1;
    cached = null;
  };

  /** Sent with this catalogue's notifications, so that it does not drop its list again for its own writes. */
  const writer = randomUUID();
  const listener = listenerOf(db);
  let listening: Promise<void> | undefined;
  /** Listening starts with the first read: a process that only writes (an import) never listens. */
  const listenForOtherWriters = () =>
    (listening ??= listener
      ?.subscribe(CATALOGUE_CHANNEL, (payload) => {
        if (payload !== writer) markStale();
      })
      .catch((error: unknown) => console.warn('catalogue: not listening for other servers’ writes, checking every second instead', error)));

  const stampOf = async (executor: Db = db) => {
    const row = await executor
      .selectFrom('products')
      .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('updated_at').as('latest')])
      .executeTakeFirstOrThrow();
    return `${row.count}|${row.latest ?? ''}`;
  };

  async function rebuild(): Promise<CachedList> {
    const startedAt = generation;
    const { rows, stamp } = await db.transaction().execute(async (trx) => ({
      rows: await trx.selectFrom('products').select(['id', 'sku', 'data', 'stock']).orderBy('id').execute(),
      stamp: await stampOf(trx),
    }));
    const list = await buildList(JSON.stringify({ items: rows.map(toRecord) }));
    if (startedAt === generation) cached = { list, stamp, checkedAt: now() };
    return list;
  }

  async function list(): Promise<CachedList> {
    await listenForOtherWriters();
    if (cached && now() - cached.checkedAt < CROSS_PROCESS_CHECK_MS) return cached.list;
    if (cached) {
      const current = cached;
      if ((await stampOf()) === current.stamp) {
        current.checkedAt = now();
        return current.list;
      }
      if (cached === current) cached = null;
    }
    // Concurrent requests share one build, unless a write came since it started.
    if (!building || building.generation !== generation) {
      const entry = { promise: rebuild(), generation };
      const done = () => {
        if (building === entry) building = null;
      };
      entry.promise.then(done, done);
      building = entry;
    }
    return building.promise;
  }

  async function write(work: (trx: Transaction<Database>) => Promise<StockChange[]>, afterWrite?: AfterWrite) {
    markStale();
    try {
      return await db.transaction().execute(async (trx) => {
        const changes = await work(trx);
        if (afterWrite) await afterWrite(trx, changes);
        // Delivered when the transaction commits, and not at all if it rolls back.
        if (isPostgres(db)) await sql`select pg_notify(${CATALOGUE_CHANNEL}, ${writer})`.execute(trx);
        return changes;
      });
    } finally {
      // Dropped again after commit: a list built while the transaction ran may predate it.
      markStale();
    }
  }

  return {
    /** GET /api/products's body in each encoding, from the cache when the catalogue has not changed. */
    list,

    /** By numeric id or by SKU (case-insensitive). */
    async find(idOrSku: string): Promise<ProductRecord | undefined> {
      const row = await rowByIdOrSku(db, idOrSku);
      return row && toRecord(row);
    },

    /** By SKU alone (case-insensitive), for a SKU that may be all digits. */
    async findBySku(sku: string): Promise<ProductRecord | undefined> {
      const row = await db
        .selectFrom('products')
        .select(['id', 'sku', 'data', 'stock'])
        .where((eb) => eb(eb.fn('lower', ['sku']), '=', sku.toLowerCase()))
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /**
     * Sets one product's stock, found by numeric id or SKU (case-insensitive). Resolves to the
     * change, or undefined when there is no such product.
     */
    async updateStock(idOrSku: string | number, stock: number, afterWrite?: AfterWrite): Promise<StockChange | undefined> {
      if (!Number.isInteger(stock) || stock < 0) throw new RangeError(`Stock must be a whole number of 0 or more, got ${stock}`);
      const key = String(idOrSku);
      const [change] = await write(async (trx) => {
        const row = await rowByIdOrSku(trx, key);
        if (!row) return [];
        await trx.updateTable('products').set({ stock, updated_at: new Date().toISOString() }).where('id', '=', row.id).execute();
        return [{ id: Number(row.id), sku: row.sku, previousStock: Number(row.stock), stock }];
      }, afterWrite);
      return change;
    },

    /**
     * Inserts or updates products by SKU, all in one transaction. An update keeps the stored
     * fields a row leaves out (and its stock when the row has none); a new product without an
     * id gets the next one, without a stock gets 0.
     */
    async upsertProducts(rows: readonly ProductInput[], afterWrite?: AfterWrite): Promise<StockChange[]> {
      // Whoever imports them, descriptions are stored clean (decision 112).
      const safeRows = await Promise.all(rows.map(withSafeHtml));
      return write(async (trx) => {
        const changes: StockChange[] = [];
        const updatedAt = new Date().toISOString();
        // An id given explicitly leaves PostgreSQL's id sequence behind. It is brought level once,
        // after the loop, or before a later insert that draws from it (which could draw that id).
        let sequenceBehind = false;
        for (const { sku, id, stock: givenStock, stock_quantity, ...fields } of safeRows) {
          const stock = givenStock ?? stock_quantity;
          const existing = await trx.selectFrom('products').select(['id', 'data', 'stock']).where('sku', '=', sku).executeTakeFirst();
          if (existing) {
            const nextStock = stock ?? Number(existing.stock);
            await trx
              .updateTable('products')
              .set({ data: JSON.stringify({ ...JSON.parse(existing.data), ...fields }), stock: nextStock, updated_at: updatedAt })
              .where('id', '=', existing.id)
              .execute();
            changes.push({ id: Number(existing.id), sku, previousStock: Number(existing.stock), stock: nextStock });
          } else {
            if (id === undefined && sequenceBehind) {
              await syncIdSequence(trx, 'products');
              sequenceBehind = false;
            }
            const inserted = await trx
              .insertInto('products')
              .values({ ...(id === undefined ? {} : { id }), sku, data: JSON.stringify(fields), stock: stock ?? 0, updated_at: updatedAt })
              .returning('id')
              .executeTakeFirstOrThrow();
            sequenceBehind ||= id !== undefined;
            changes.push({ id: Number(inserted.id), sku, previousStock: null, stock: stock ?? 0 });
          }
        }
        if (sequenceBehind) await syncIdSequence(trx, 'products');
        return changes;
      }, afterWrite);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
