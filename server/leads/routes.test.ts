// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LEAD as lead } from '../testing/lead';
import { createTestApp } from '../testing/test-app';

const goodBodies = {
  '/api/catalog': lead,
  '/api/freelightlayout': { ...lead, state: 'CA' },
  '/api/retailers': { ...lead, customer_type_website: 'store_owner' },
} as const;

/** A document request as the product page sends it: the SKU, and the page's own name and links. */
const documentRequest = {
  ...lead,
  sku: 'IL-L1050MS',
  product_name: 'iLogic Plus 1050W',
  spec_sheet_url: '/docs/IL-L1050MS-spec.pdf',
  manual_url: null,
};

describe('lead endpoints', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // Seeding cleans every product description through jsdom, which takes a while on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const rowsOf = (kind: string) => t.db.selectFrom('leads').selectAll().where('kind', '=', kind).execute();

  it.each(Object.entries(goodBodies))('%s stores a valid lead and answers 201', async (url, body) => {
    const kind = url.replace('/api/', '');
    const before = (await rowsOf(kind)).length;
    const response = await t.postJson(url, body);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: 'Received' });
    const rows = await rowsOf(kind);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.email).toBe('dana@example.com');
    expect(JSON.parse(rows.at(-1)!.payload)).toMatchObject(body);
  });

  it('stores a document request with the name and links of the product its SKU names, from the catalogue', async () => {
    const response = await t.postJson('/api/document', documentRequest);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = (await rowsOf('document')).find((stored) => stored.id === id)!;
    expect(JSON.parse(row.payload)).toEqual({
      ...lead,
      sku: 'IL-L1050MS',
      product_name: 'iLogic MS Plus 1050W LED Grow Light',
      spec_sheet_url: 'http://localhost:8080/docs/il-l1050ms-spec-sheet.pdf',
      manual_url: 'http://localhost:8080/docs/il-l1050ms-manual.pdf',
    });
  });

  it('stores the default product name and no links for a SKU the catalogue does not have, or none', async () => {
    const { sku: _sku, product_name: _name, ...withoutProduct } = documentRequest;
    for (const body of [withoutProduct, { ...documentRequest, sku: 'NOT-A-PRODUCT', spec_sheet_url: 'https://evil.example/invoice.pdf' }]) {
      const { id } = (await (await t.postJson('/api/document', body)).json()) as { id: number };
      const row = (await rowsOf('document')).find((stored) => stored.id === id)!;
      expect(JSON.parse(row.payload)).toMatchObject({ product_name: 'Product Download Request', spec_sheet_url: null, manual_url: null });
    }
  });

  it('checks the store and company names with the form\'s own rule: optional, at most 200 characters', async () => {
    const storeNamed = { ...lead, customer_type_website: 'buyer', retailer_name: 'Green Depot', company_name: '' };
    expect((await t.postJson('/api/retailers', storeNamed)).status).toBe(201);
    const response = await t.postJson('/api/retailers', { ...storeNamed, retailer_name: 'G'.repeat(201) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Must be at most 200 characters', details: { retailer_name: 'Must be at most 200 characters' } });
  });

  it('stores a room plan sent with a free light layout request, up to 5,000 characters, and refuses one with any other lead', async () => {
    const plan = 'Room: 10.0 × 10.0 ft\nTarget: 900 µmol/m²/s';
    const response = await t.postJson('/api/freelightlayout', { ...goodBodies['/api/freelightlayout'], plan });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const row = (await rowsOf('freelightlayout')).find((stored) => stored.id === id)!;
    expect(JSON.parse(row.payload).plan).toBe(plan);

    const tooLong = await t.postJson('/api/freelightlayout', { ...goodBodies['/api/freelightlayout'], plan: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: 'Must be at most 5000 characters', details: { plan: 'Must be at most 5000 characters' } });
    const elsewhere = await t.postJson('/api/retailers', { ...goodBodies['/api/retailers'], plan });
    expect(elsewhere.status).toBe(400);
  });

  it('answers 400 with every message of an empty lead', async () => {
    const response = await t.postJson('/api/catalog', { country: 'United States' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: Record<string, string> };
    expect(body.details).toEqual({
      name: 'Full name is required',
      phone: 'Phone is required',
      email: 'Email is required',
      state: 'State is required',
      customer_type_website: 'Please select your role',
    });
    expect(body.error).toBe('Full name is required');
  });

  it.each([
    ['/api/freelightlayout', 'United States', 'State is required'],
    ['/api/freelightlayout', 'Canada', 'Province is required'],
    ['/api/retailers', 'United States', 'State is required'],
    ['/api/retailers', 'Canada', 'Province is required'],
    ['/api/catalog', 'Canada', 'State is required'],
  ])('%s in %s without a region answers %s', async (url, country, message) => {
    const body = { ...goodBodies[url as keyof typeof goodBodies], country, state: '  ' };
    const response = await t.postJson(url, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: Record<string, string> }).details).toEqual({ state: message });
  });

  it('refuses an invalid email, a role of another form and a country outside the two', async () => {
    const response = await t.postJson('/api/retailers', { ...lead, email: 'dana@example', country: 'Mexico' });
    expect(response.status).toBe(400);
    const { details } = (await response.json()) as { details: Record<string, string> };
    expect(details).toMatchObject({ email: 'Email is invalid', customer_type_website: 'Please select your role', country: 'Country is required' });
  });

  it('answers the document request messages', async () => {
    const response = await t.postJson('/api/document', { product_name: 'X', country: '' });
    expect(response.status).toBe(400);
    const { details } = (await response.json()) as { details: Record<string, string> };
    expect(details).toEqual({
      name: 'Full name is required',
      phone: 'Phone is required',
      email: 'Email is required',
      country: 'Country is required',
      state: 'State is required',
      customer_type_website: 'Customer type is required',
    });
  });

  it('answers 400 to malformed JSON and 415 to a body that is not JSON, storing nothing', async () => {
    const before = (await rowsOf('catalog')).length;
    const malformed = await t.postJson('/api/catalog', '{"name": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'The request body is not valid JSON' });

    const form = await t.app.request('/api/catalog', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Dana',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toHaveProperty('error');
    expect(await rowsOf('catalog')).toHaveLength(before);
  });

  it('answers a repeated Idempotency-Key with the first answer and stores one row', async () => {
    const key = crypto.randomUUID();
    const before = (await rowsOf('retailers')).length;
    const first = await t.postJson('/api/retailers', goodBodies['/api/retailers'], key);
    const again = await t.postJson('/api/retailers', goodBodies['/api/retailers'], key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsOf('retailers')).toHaveLength(before + 1);
  });
});
