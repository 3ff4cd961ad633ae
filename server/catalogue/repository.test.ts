// @vitest-environment node
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { CROSS_PROCESS_CHECK_MS, createCatalogue, type CachedList } from './repository';

type Item = { id: number; sku: string; stock_quantity: number; item_name: string; photo_1?: string };
const itemsOf = (list: CachedList) => (JSON.parse(Buffer.from(list.identity.body).toString()) as { items: Item[] }).items;
const bySku = (list: CachedList, sku: string) => itemsOf(list).find((item) => item.sku === sku);

describe('catalogue cache and writes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let clock: number;
  let catalogue: ReturnType<typeof createCatalogue>;
  beforeEach(async () => {
    t = await createTestApp();
    clock = 1_000_000;
    catalogue = createCatalogue(t.db, { now: () => clock });
  });
  afterEach(() => t.close());

  it('keeps one list, compressed both ways, until something changes', async () => {
    const first = await catalogue.list();
    expect(await catalogue.list()).toBe(first);
    expect(zlib.brotliDecompressSync(first.br.body)).toEqual(Buffer.from(first.identity.body));
    expect(zlib.gunzipSync(first.gzip.body)).toEqual(Buffer.from(first.identity.body));
    expect(new Set([first.identity.etag, first.br.etag, first.gzip.etag]).size).toBe(3);
  });

  it('updateStock shows at once in the list and reports the stock it replaced', async () => {
    const before = await catalogue.list();
    const change = await catalogue.updateStock('il-l1050ms', 0);
    expect(change).toEqual({ id: 9, sku: 'IL-L1050MS', previousStock: bySku(before, 'IL-L1050MS')!.stock_quantity, stock: 0 });
    const after = await catalogue.list();
    expect(after.identity.etag).not.toBe(before.identity.etag);
    expect(bySku(after, 'IL-L1050MS')!.stock_quantity).toBe(0);
    expect((await catalogue.updateStock(9, 7))?.previousStock).toBe(0);
    expect(bySku(await catalogue.list(), 'IL-L1050MS')!.stock_quantity).toBe(7);
  });

  it('updateStock answers undefined for an unknown product and refuses a negative stock', async () => {
    expect(await catalogue.updateStock('NOPE-1', 3)).toBeUndefined();
    await expect(catalogue.updateStock(9, -1)).rejects.toThrow(RangeError);
    await expect(catalogue.updateStock(9, 1.5)).rejects.toThrow(RangeError);
  });

  it('upsertProducts adds new products and merges fields into existing ones', async () => {
    await catalogue.list();
    const changes = await catalogue.upsertProducts([
      { sku: 'IL-L1050MS', item_name: 'Renamed fixture', stock_quantity: 12 },
      { sku: 'NEW-100', item_name: 'New lamp', price: 10 },
    ]);
    expect(changes).toEqual([
      expect.objectContaining({ sku: 'IL-L1050MS', id: 9, stock: 12 }),
      expect.objectContaining({ sku: 'NEW-100', previousStock: null, stock: 0 }),
    ]);
    const list = await catalogue.list();
    const renamed = bySku(list, 'IL-L1050MS')!;
    expect(renamed).toMatchObject({ item_name: 'Renamed fixture', stock_quantity: 12 });
    expect(renamed.photo_1).toBeTruthy(); // a field the row left out is kept
    expect(bySku(list, 'NEW-100')).toMatchObject({ item_name: 'New lamp', stock_quantity: 0, id: changes[1]!.id });
  });

  it('runs afterWrite in the same transaction: when it fails, nothing is written', async () => {
    const before = bySku(await catalogue.list(), 'IL-L1050MS')!.stock_quantity;
    const failing = async () => {
      throw new Error('mail queue unavailable');
    };
    await expect(catalogue.updateStock(9, before + 5, failing)).rejects.toThrow('mail queue unavailable');
    expect(bySku(await catalogue.list(), 'IL-L1050MS')!.stock_quantity).toBe(before);

    let seen: unknown;
    await catalogue.updateStock(9, before + 5, async (trx, changes) => {
      seen = changes;
      // The hook sees the write it follows.
      const row = await trx.selectFrom('products').select('stock').where('id', '=', 9).executeTakeFirstOrThrow();
      expect(row.stock).toBe(before + 5);
    });
    expect(seen).toEqual([{ id: 9, sku: 'IL-L1050MS', previousStock: before, stock: before + 5 }]);
  });

  it('notices a write by another process once the check interval has passed', async () => {
    const before = await catalogue.list();
    // Straight to the table, as the seed writes: on PostgreSQL a catalogue's own writes are also announced at once.
    await t.db.updateTable('products').set({ stock: 321, updated_at: new Date().toISOString() }).where('sku', '=', 'IL-L1050MS').execute();
    expect(await catalogue.list()).toBe(before);
    clock += CROSS_PROCESS_CHECK_MS;
    expect(bySku(await catalogue.list(), 'IL-L1050MS')!.stock_quantity).toBe(321);
  });

  it('keeps the list after a check that finds nothing changed', async () => {
    const before = await catalogue.list();
    clock += CROSS_PROCESS_CHECK_MS;
    expect(await catalogue.list()).toBe(before);
  });

  it('never keeps a list built from rows read before a write committed', async () => {
    const [during] = await Promise.all([catalogue.list(), catalogue.updateStock(9, 55)]);
    expect(during).toBeDefined();
    expect(bySku(await catalogue.list(), 'IL-L1050MS')!.stock_quantity).toBe(55);
  });
});
