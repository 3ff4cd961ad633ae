// @vitest-environment node
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailSender } from '../mail/sender';
import { fileTransport, mailDirOf, smtpTransport, type MailTransport } from '../mail/transport';
import { createTestApp } from '../testing/test-app';
import { startSmtpServer } from '../testing/smtp';
import { signedInStaff } from '../testing/staff';

const PRODUCT = { id: 9, sku: 'IL-L1050MS', name: 'iLogic MS Plus 1050W LED Grow Light' };
const OTHER = { id: 8, name: 'iLogic MS Plus 700W LED Grow Light' };

/** Seeding cleans every product description through jsdom, which takes a while on a busy machine. */
const SEEDING_MS = 60_000;

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

const upload = (staff: Staff, name: string, content: string) => {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  return staff.request('/products/import', { method: 'POST', body: form });
};

const emlFiles = (dataDir: string) => {
  const dir = mailDirOf(dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(`${dir}/${name}`, 'utf8')) : [];
};

/** The recipient of a raw message, from its To header. */
const toOf = (raw: string) => /^To: (.+)$/m.exec(raw)?.[1]?.trim();

describe.each([
  ['a local SMTP server', 'smtp'],
  ['the .eml default', 'eml'],
] as const)('stock 0 → 5 mails each subscriber once, through %s', (_label, kind) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Staff;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let transport: MailTransport;
  let deliver: () => Promise<number>;
  /** Every message the transport handed over, as raw text. */
  const delivered = () => (smtp ? smtp.received.map((message) => message.raw) : emlFiles(t.dataDir));

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    staff = await signedInStaff(t.app, t.db);
    smtp = kind === 'smtp' ? await startSmtpServer() : undefined;
    transport = smtp ? smtpTransport(smtp.url) : fileTransport(mailDirOf(t.dataDir));
    deliver = createMailSender({ db: t.db, transport, from: 'Verdant <sales@verdantgrowlights.com>' }).deliverDue;
  }, SEEDING_MS);
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await t.close();
  });

  it('sends one back-in-stock message per subscription when stock goes from 0 to 5', async () => {
    for (const { id } of [PRODUCT, OTHER]) expect((await staff.json(`/products/${id}/stock`, 'PUT', { stock: 0 })).status).toBe(200);
    for (const email of ['ana@example.com', 'ben@example.com', 'ANA@example.com']) {
      expect((await t.postJson('/api/requestproduct', { email, product_name: PRODUCT.name })).status).toBe(201);
    }
    await t.postJson('/api/requestproduct', { email: 'carl@example.com', product_name: OTHER.name });
    expect(await deliver()).toBe(0);

    const before = await t.app.request('/api/products');
    const restock = await staff.json(`/products/${PRODUCT.id}/stock`, 'PUT', { stock: '5' });
    expect(restock.status).toBe(200);
    expect(await restock.json()).toEqual({ id: PRODUCT.id, sku: PRODUCT.sku, previousStock: 0, stock: 5 });

    // The public list shows it at once, under a new ETag.
    const after = await t.app.request('/api/products');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const { items } = (await after.json()) as { items: { sku: string; stock_quantity: number }[] };
    expect(items.find((item) => item.sku === PRODUCT.sku)!.stock_quantity).toBe(5);

    expect(await deliver()).toBe(2);
    const messages = delivered();
    expect(messages.map(toOf).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    if (smtp) expect(smtp.received.map((message) => message.to).sort()).toEqual([['ana@example.com'], ['ben@example.com']]);
    for (const raw of messages) {
      expect(raw).toMatch(/^Subject: iLogic MS Plus 1050W LED Grow Light is back in stock$/m);
      expect(raw).toContain('Content-Type: multipart/alternative');
      expect(raw).toContain('Content-Type: text/plain');
      expect(raw).toContain('Content-Type: text/html');
      expect(raw).toContain('http://localhost:8080/product/IL-L1050MS');
    }
  });

  it('sends nothing more on later changes, nor on a second restock', async () => {
    await staff.json(`/products/${PRODUCT.id}/stock`, 'PUT', { stock: 7 });
    await staff.json(`/products/${PRODUCT.id}/stock`, 'PUT', { stock: 0 });
    await staff.json(`/products/${PRODUCT.id}/stock`, 'PUT', { stock: 5 });
    expect(await deliver()).toBe(0);
    expect(delivered()).toHaveLength(2);
    const outbox = (await (await staff.request('/mail?status=sent')).json()) as { items: { recipient: string; kind: string }[] };
    expect(outbox.items.map((item) => item.recipient).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    const waiting = (await (await staff.request('/subscriptions?status=waiting')).json()) as { items: { email: string }[] };
    expect(waiting.items.map((item) => item.email)).toEqual(['carl@example.com']);
  });
});

describe('stock edits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Staff;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    staff = await signedInStaff(t.app, t.db);
  }, SEEDING_MS);
  afterAll(() => t.close());

  it('refuses a stock that is not a whole number of 0 or more, and an unknown product', async () => {
    for (const stock of [-1, 2.5, 'many', '', null]) {
      const response = await staff.json(`/products/${PRODUCT.id}/stock`, 'PUT', { stock });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Stock must be a whole number of 0 or more', details: { stock: 'Stock must be a whole number of 0 or more' } });
    }
    expect((await staff.json('/products/99999/stock', 'PUT', { stock: 1 })).status).toBe(404);
    expect((await staff.json('/products/IL-L1050MS/stock', 'PUT', { stock: 1 })).status).toBe(400);
  });

  it('mails a subscriber at once who subscribes while the product is already back', async () => {
    await t.postJson('/api/requestproduct', { email: 'late@example.com', product_name: PRODUCT.name });
    const outbox = (await (await staff.request('/mail?q=late%40example.com')).json()) as { items: { kind: string; subject: string }[] };
    expect(outbox.items).toEqual([expect.objectContaining({ kind: 'back-in-stock', subject: `${PRODUCT.name} is back in stock` })]);
  });
});

describe('product import', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Staff;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    staff = await signedInStaff(t.app, t.db);
  }, SEEDING_MS);
  afterAll(() => t.close());

  const product = async (sku: string) => (await (await t.app.request(`/api/products/${sku}`)).json()) as Record<string, unknown>;

  it('imports a JSON list: updates by SKU, creates new products, cleans descriptions', async () => {
    const response = await upload(
      staff,
      'products.json',
      JSON.stringify([
        { sku: 'IL-L1050MS', msrp: 1499, stock: 30 },
        {
          sku: 'IL-TEST-200',
          item_name: 'Test Bar 200W',
          category: 'LED Grow Lights',
          msrp: '249.50',
          stock: 4,
          long_description: '<p>Bright <strong>bar</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
          length: { inches: 40, millimeters: 1016 },
        },
      ]),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, created: ['IL-TEST-200'], updated: ['IL-L1050MS'], restocked: [] });
    expect(await product('IL-L1050MS')).toMatchObject({ msrp: 1499, stock_quantity: 30, item_name: PRODUCT.name });
    const created = await product('IL-TEST-200');
    expect(created).toMatchObject({ item_name: 'Test Bar 200W', msrp: 249.5, stock_quantity: 4, length: { inches: 40, millimeters: 1016 } });
    expect(created.long_description).toBe('<p>Bright <strong>bar</strong></p><a>x</a>');
  });

  it('reports every bad row of a CSV with its row, SKU and field, and writes nothing', async () => {
    const csv = [
      'sku,item_name,stock,msrp,length,stok',
      'IL-L1050MS,,12,,,',
      'IL-L700MS,,lots,,,',
      'IL-NEW-1,,3,,,',
      'IL-L700MS,,2,-5,,',
      ',Nameless,1,,,',
      'IL-L630FS,,1,,{not json},',
      'IL-L340FS,,1,,,7',
    ].join('\n');
    const response = await upload(staff, 'stock.csv', csv);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: '6 rows have errors; nothing was imported',
      details: {
        rows: [
          { row: 2, sku: 'IL-L700MS', problems: { stock: 'Must be a whole number of 0 or more' } },
          { row: 3, sku: 'IL-NEW-1', problems: { item_name: 'item_name is required for a new product' } },
          { row: 4, sku: 'IL-L700MS', problems: { msrp: 'Must be a number of 0 or more' } },
          { row: 5, sku: '', problems: { sku: 'SKU is required: letters, digits and - + . _ only' } },
          { row: 6, sku: 'IL-L630FS', problems: { length: 'Must be JSON' } },
          { row: 7, sku: 'IL-L340FS', problems: { stok: 'Unknown field' } },
        ],
      },
    });
    // Row 1 was good, but nothing is written while any row is bad.
    expect((await product('IL-L1050MS')).stock_quantity).toBe(30);
  });

  it('flags a SKU that appears twice in one file', async () => {
    const response = await upload(staff, 'twice.csv', 'sku,stock\nIL-L700MS,1\nIL-L700MS,2\n');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: { rows: unknown[] } }).details.rows).toEqual([
      { row: 2, sku: 'IL-L700MS', problems: { sku: 'This SKU appears earlier in the file' } },
    ]);
  });

  it('imports a good CSV, leaving empty cells unchanged, and restocks with mail', async () => {
    await staff.json(`/products/${OTHER.id}/stock`, 'PUT', { stock: 0 });
    await t.postJson('/api/requestproduct', { email: 'dee@example.com', product_name: OTHER.name });
    const response = await upload(staff, 'stock.csv', 'sku,stock,msrp\nIL-L700MS,6,\nIL-L1050MS,,1399\n');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, created: [], updated: ['IL-L700MS', 'IL-L1050MS'], restocked: ['IL-L700MS'] });
    expect(await product('IL-L700MS')).toMatchObject({ stock_quantity: 6, msrp: 1199 });
    expect(await product('IL-L1050MS')).toMatchObject({ stock_quantity: 30, msrp: 1399 });
    const outbox = (await (await staff.request('/mail?q=dee%40example.com')).json()) as { items: { kind: string }[] };
    expect(outbox.items).toEqual([expect.objectContaining({ kind: 'back-in-stock' })]);
  });

  it('refuses files it cannot read with 4xx and a reason', async () => {
    const broken = await upload(staff, 'broken.json', '[{"sku": ');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toMatch(/^The JSON file cannot be read/);
    const shape = await upload(staff, 'object.json', '{"sku": "X"}');
    expect(await shape.json()).toEqual({ error: 'The JSON file must hold a list of products, or { "items": [...] }', details: { file: 'object.json' } });
    const empty = await upload(staff, 'empty.csv', 'sku,stock\n');
    expect(await empty.json()).toEqual({ error: 'The file holds no products', details: { rows: [] } });
    const wrongType = await upload(staff, 'products.xlsx', 'PK');
    expect(await wrongType.json()).toEqual({ error: 'The file must be .json or .csv', details: { file: 'products.xlsx' } });
    const notMultipart = await staff.json('/products/import', 'POST', [{ sku: 'X' }]);
    expect(notMultipart.status).toBe(415);
  });

  it('answers 400 to a multipart body that ends inside its file part', async () => {
    const cutShort = await staff.request('/products/import', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="products.json"\r\nContent-Type: application/json\r\n\r\n[{"sku": "X"',
    });
    expect(cutShort.status).toBe(400);
    expect(await cutShort.json()).toEqual({ error: 'The multipart body could not be read', details: { file: 'unreadable' } });
  });
});
