// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmaRequest } from '../../src/shared/schemas/rma';

const RMA_ENDPOINT = rmaRequest.path;
import { rmaForm } from '../testing/rma-form';
import { CATALOGUE_LEAD as lead } from '../testing/lead';
import { createTestApp } from '../testing/test-app';
import { signedInStaff } from '../testing/staff';

const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures', name));

/** A valid RMA from `email`, with a photo on its product line. */
const rmaFrom = (email: string) => rmaForm([{ data: fixture('ballast.png'), type: 'image/png', name: 'ballast.png' }], { email });

describe('inbox lists, CSV and RMA attachments', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  let rmaId: number;
  let otherRmaId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    staff = await signedInStaff(t.app, t.db);
    await t.postJson('/api/catalog', lead);
    await t.postJson('/api/retailers', {
      ...lead,
      name: 'Rita Retail',
      email: 'rita@shop.example',
      customer_type_website: 'buyer',
      retailer_name: 'Green Depot',
      company_name: 'Rita Garden Supply LLC',
    });
    await t.postJson('/api/catalog', { ...lead, name: '=HYPERLINK("http://evil.example")', email: 'formula@example.com' });
    for (const email of ['first@example.com', 'second@example.com']) {
      const response = await t.app.request(RMA_ENDPOINT, { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID() }, body: rmaFrom(email) });
      expect(response.status).toBe(201);
    }
    const rows = await t.db.selectFrom('rmas').select(['id', 'email']).orderBy('id').execute();
    rmaId = Number(rows[0]!.id);
    otherRmaId = Number(rows[1]!.id);
  });
  afterAll(() => t.close());

  it('lists leads by kind, by search and by handled state', async () => {
    const all = (await (await staff.request('/leads')).json()) as { total: number; items: { kind: string; email: string; name: string }[] };
    expect(all.total).toBe(3);
    const retailers = (await (await staff.request('/leads?kind=retailers')).json()) as typeof all;
    expect(retailers.items.map((item) => item.name)).toEqual(['Rita Retail']);
    const found = (await (await staff.request('/leads?q=DANA%40EXAMPLE')).json()) as typeof all;
    expect(found.items.map((item) => item.email)).toEqual(['dana@example.com']);

    const first = all.items.find((item) => item.email === 'dana@example.com') as unknown as { id: number };
    expect((await staff.json(`/leads/${first.id}/handled`, 'PUT', { handled: true })).status).toBe(200);
    const open = (await (await staff.request('/leads?status=open')).json()) as typeof all;
    expect(open.items.map((item) => item.email).sort()).toEqual(['formula@example.com', 'rita@shop.example']);
    const handled = (await (await staff.request('/leads?status=handled')).json()) as typeof all;
    expect(handled.items.map((item) => item.email)).toEqual(['dana@example.com']);
  });

  it('refuses an unknown filter with 400', async () => {
    const response = await staff.request('/leads?kind=spam');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: Record<string, string> }).details.kind).toMatch(/^Kind must be one of catalog/);
  });

  it('exports leads as CSV with every payload field, formulas defused', async () => {
    const response = await staff.request('/leads.csv?kind=catalog');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.email).sort()).toEqual(['dana@example.com', 'formula@example.com']);
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['id', 'kind', 'created_at', 'handled_at', 'phone', 'customer_type_website']));
    expect(rows.find((row) => row.email === 'formula@example.com')!.name).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('keeps the store and company a retailer inquiry names, in the list and the CSV', async () => {
    const list = (await (await staff.request('/leads?kind=retailers')).json()) as { items: { payload: Record<string, unknown> }[] };
    expect(list.items[0]!.payload).toMatchObject({ retailer_name: 'Green Depot', company_name: 'Rita Garden Supply LLC' });
    const rows = parse(await (await staff.request('/leads.csv?kind=retailers')).text(), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([expect.objectContaining({ email: 'rita@shop.example', retailer_name: 'Green Depot', company_name: 'Rita Garden Supply LLC' })]);
  });

  it('exports RMAs, subscriptions and mail as CSV', async () => {
    await t.postJson('/api/requestproduct', { email: 'waiting@example.com', product_name: 'Some Light' });
    for (const [url, expected] of [
      ['/rmas.csv', 'rma_number'],
      ['/subscriptions.csv', 'product_name'],
      ['/mail.csv', 'recipient'],
    ] as const) {
      const response = await staff.request(url);
      expect(response.status).toBe(200);
      const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
      expect(rows.length).toBeGreaterThan(0);
      expect(Object.keys(rows[0]!)).toContain(expected);
    }
  });

  it('shows an RMA with its product lines and files, and lists its confirmation mail', async () => {
    const response = await staff.request(`/rmas/${rmaId}`);
    expect(response.status).toBe(200);
    const rma = (await response.json()) as {
      rma_number: string;
      products: { product: string; serial_numbers: string }[];
      files: { id: number; kind: string; original_name: string; rma_product_id: number | null }[];
    };
    expect(rma.products).toEqual([expect.objectContaining({ product: 'iLogic MS Plus 1050W', serial_numbers: 'A1, A2' })]);
    expect(rma.files.map((file) => [file.kind, file.original_name])).toEqual([
      ['invoice', 'invoice.pdf'],
      ['evidence', 'ballast.png'],
    ]);
    const mail = (await (await staff.request(`/mail?q=${encodeURIComponent(rma.rma_number)}`)).json()) as { items: { recipient: string; kind: string }[] };
    expect(mail.items).toEqual([expect.objectContaining({ recipient: 'first@example.com', kind: 'rma-confirmation' })]);
  });

  it('downloads an attachment only through its own RMA, as an attachment', async () => {
    const { files } = (await (await staff.request(`/rmas/${rmaId}`)).json()) as { files: { id: number; kind: string }[] };
    const invoice = files.find((file) => file.kind === 'invoice')!;
    const response = await staff.request(`/rmas/${rmaId}/files/${invoice.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(fixture('invoice.pdf'))).toBe(true);

    // The same file asked for through another RMA's URL is not found.
    expect((await staff.request(`/rmas/${otherRmaId}/files/${invoice.id}`)).status).toBe(404);
    // Without a session, nothing.
    expect((await t.app.request(`/api/admin/rmas/${rmaId}/files/${invoice.id}`)).status).toBe(401);
  });

  it('sends a photo or a PDF for display when asked, and anything else only as a download', async () => {
    const { files } = (await (await staff.request(`/rmas/${rmaId}`)).json()) as { files: { id: number; original_name: string }[] };
    for (const [name, type] of [
      ['ballast.png', 'image/png'],
      ['invoice.pdf', 'application/pdf'],
    ]) {
      const file = files.find((candidate) => candidate.original_name === name)!;
      const response = await staff.request(`/rmas/${rmaId}/files/${file.id}?disposition=inline`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }

    // A record claiming a type that could run as a page is still only a download.
    const photo = files.find((file) => file.original_name === 'ballast.png')!;
    const claim = (type: string) => t.db.updateTable('rma_files').set({ mime_type: type }).where('id', '=', photo.id).execute();
    try {
      for (const type of ['text/html', 'image/svg+xml', 'text/plain']) {
        await claim(type);
        const response = await staff.request(`/rmas/${rmaId}/files/${photo.id}?disposition=inline`);
        expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
      }
    } finally {
      await claim('image/png');
    }
    const unknown = await staff.request(`/rmas/${rmaId}/files/${photo.id}?disposition=render`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: 'Disposition must be one of inline, attachment',
      details: { disposition: 'Disposition must be one of inline, attachment' },
    });
  });

  it('refuses path traversal and ids that are not numbers', async () => {
    for (const fileId of ['..%2F..%2Fverdant.db', '..%252F..%252Fverdant.db', '1%2F..%2F..%2Fverdant.db', '-1', '1e3', 'invoice.pdf']) {
      const response = await staff.request(`/rmas/${rmaId}/files/${fileId}`);
      expect([400, 404]).toContain(response.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const dotted = await staff.request(`/rmas/${rmaId}/files/..%2F..%2Fverdant.db`);
    expect(dotted.status).toBe(400);
    expect(await dotted.json()).toEqual({ error: 'Not a valid id', details: { id: '../../verdant.db' } });
    expect((await staff.request('/rmas/..%2F1')).status).toBe(400);
  });

  it('never serves an upload from a static path', async () => {
    const { stored_name } = await t.db.selectFrom('rma_files').select('stored_name').where('rma_id', '=', rmaId).executeTakeFirstOrThrow();
    for (const url of [`/uploads/${stored_name}`, `/${stored_name}`, `/data/uploads/${stored_name}`]) {
      expect((await t.app.request(url)).status).toBe(404);
    }
  });

  it('refuses a file record whose stored name is not one the server gives', async () => {
    const { id } = await t.db
      .insertInto('rma_files')
      .values({
        rma_id: rmaId,
        rma_product_id: null,
        kind: 'evidence',
        original_name: 'db.png',
        stored_name: '../verdant.db',
        mime_type: 'image/png',
        size: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await staff.request(`/rmas/${rmaId}/files/${id}`)).status).toBe(404);
  });

  it('marks an RMA handled and open again', async () => {
    expect((await staff.json(`/rmas/${rmaId}/handled`, 'PUT', { handled: true })).status).toBe(200);
    const open = (await (await staff.request('/rmas?status=open')).json()) as { items: { id: number }[] };
    expect(open.items.map((item) => item.id)).toEqual([otherRmaId]);
    expect((await staff.json(`/rmas/${rmaId}/handled`, 'PUT', { handled: false })).status).toBe(200);
    const reopened = (await (await staff.request('/rmas?status=open')).json()) as { items: { id: number }[] };
    expect(reopened.items.map((item) => item.id).sort()).toEqual([rmaId, otherRmaId].sort());
    expect((await staff.json('/rmas/999999/handled', 'PUT', { handled: true })).status).toBe(404);
    expect((await staff.json(`/rmas/${rmaId}/handled`, 'PUT', { handled: 'yes' })).status).toBe(400);
  });
});
