// @vitest-environment node
import { Migrator, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_CONTRACTS } from '../../src/shared/schemas/contracts';
import type { LeadPage } from '../../src/shared/schemas/admin';
import { migrations } from '../db/migrations/index';
import { isPostgres } from '../db/dialect';
import { insertGeneratedLeads } from '../testing/generated-leads';
import { CATALOGUE_LEAD } from '../testing/lead';
import { serverProcess } from '../testing/server-process';
import { setAdminPassword } from './password';
import { signInAsStaff, TEST_PASSWORD, type RequestTo } from '../testing/staff';
import { createTestDatabase } from '../testing/test-database';
import { csvText } from './csv';
import { EXPORT_BATCH, leadCsvColumns, leadCsvRow, leadPage, newestLead } from './leads';

const LEADS = 1_234;
/** Seven leads to an instant and pages of 100: the pages' edges fall inside groups of equal created_at. */
const PER_INSTANT = 7;

type Staff = Awaited<ReturnType<typeof signInAsStaff>>;

const pageOf = async (staff: Staff, query: string) => {
  const response = await staff.request(`/leads?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as LeadPage;
};

/** Every page of a filter, following `next` until it is null. */
async function walk(staff: Staff, filter: string, limit: number) {
  const pages: LeadPage[] = [];
  let cursor: string | null = null;
  do {
    const page = await pageOf(staff, `${filter}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(page);
    cursor = page.next;
  } while (cursor && pages.length < 1000);
  return pages;
}

describe('the inbox at scale, against the real server', () => {
  const running = serverProcess();
  let staff: Staff;
  const send: RequestTo = (path, init) => fetch(`${running.server.url}${path}`, init);

  beforeAll(async () => {
    await insertGeneratedLeads(running.t.db, LEADS, {
      perInstant: PER_INSTANT,
      newest: new Date('2026-06-01T12:00:00.000Z'),
      open: 100,
    });
    await setAdminPassword(running.t.db, TEST_PASSWORD);
    staff = await signInAsStaff(send);
  }, 60_000);

  const stored = () =>
    running.t.db.selectFrom('leads').select(['id', 'kind', 'email', 'payload', 'created_at', 'handled_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

  it('reaches every lead exactly once, newest first, across pages whose edges split equal timestamps', async () => {
    const pages = await walk(staff, 'status=all', 100);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(pages).toHaveLength(Math.ceil(LEADS / 100));
    expect(new Set(ids).size).toBe(LEADS);
    expect(ids).toEqual((await stored()).map((row) => Number(row.id)));
    expect(pages.every((page) => page.total === LEADS)).toBe(true);
    expect(pages.at(-1)!.next).toBeNull();
  });

  it('pages a filter through the same leads a query of the database selects', async () => {
    const pages = await walk(staff, 'kind=catalog&status=handled', 37);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    const expected = (await stored()).filter((row) => row.kind === 'catalog' && row.handled_at !== null).map((row) => Number(row.id));
    expect(ids).toEqual(expected);
    const open = await walk(staff, 'status=open', 500);
    expect(open.flatMap((page) => page.items.map((item) => item.id))).toEqual((await stored()).filter((row) => row.handled_at === null).map((row) => Number(row.id)));
  });

  it('answers the newest 500 when no page size is asked for, as the inbox always has', async () => {
    const page = await pageOf(staff, 'status=all');
    expect(page.items).toHaveLength(500);
    expect(page.next).toEqual(expect.any(String));
  });

  it('refuses a cursor it did not give and a page size out of range with 400', async () => {
    const refusals = [
      ['cursor=not-a-cursor!', 'cursor'],
      [`cursor=${Buffer.from('yesterday|12').toString('base64url')}`, 'cursor'],
      [`cursor=${'A'.repeat(500)}`, 'cursor'],
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=100000000000', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=-5', 'limit'],
    ] as const;
    for (const [query, field] of refusals) {
      const response = await staff.request(`/leads?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as {
        error: string;
        details: Record<string, string>;
      };
      expect(Object.keys(body.details), query).toEqual([field]);
      expect(body.error).toBe(body.details[field]);
    }
  });

  it('answers any search typed, operators and odd characters included, as words', async () => {
    for (const q of ['"', 'a" OR "b', 'NEAR(dana garcia)', 'dana AND', '²', 'ß', '*', '-dana', 'dana:*', ':', '&|!', 'ａｂｃ', '\u0301', 'x'.repeat(200)]) {
      const response = await staff.request(`/leads?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
    expect((await pageOf(staff, `q=${encodeURIComponent('@.-')}&status=all`)).total).toBe(LEADS);
    expect((await staff.request(`/leads?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('finds leads by the first letters of a name or an address, each word typed narrowing it', async () => {
    const rows = await stored();
    const payloadOf = (row: (typeof rows)[number]) => JSON.parse(row.payload) as { name: string; email: string };
    const found = async (q: string) => (await walk(staff, `status=all&q=${encodeURIComponent(q)}`, 500)).flatMap((page) => page.items.map((item) => item.id));

    expect(await found('garc')).toEqual(rows.filter((row) => /\bgarc/i.test(payloadOf(row).name)).map((row) => Number(row.id)));
    expect(await found('Dana Garc')).toEqual(rows.filter((row) => payloadOf(row).name === 'Dana Garcia').map((row) => Number(row.id)));
    const someone = rows[321]!;
    expect(await found(someone.email.slice(0, someone.email.indexOf('@') + 3))).toEqual([Number(someone.id)]);
    expect(await found(someone.email.toUpperCase())).toEqual([Number(someone.id)]);
    expect(await found('nobody-by-this-name')).toEqual([]);
  });

  it('finds a lead sent after the index was made, follows a changed address and forgets a deleted lead', async () => {
    const response = await send('/api/retailers', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({
        ...CATALOGUE_LEAD,
        name: 'Zebulon Marsh',
        email: 'zeb@quist.example',
        customer_type_website: 'buyer',
        company_name: 'Fenworks',
      }),
    });
    expect(response.status).toBe(201);
    const byCompany = await pageOf(staff, 'q=fenw');
    expect(byCompany.items.map((item) => item.email)).toEqual(['zeb@quist.example']);
    const id = byCompany.items[0]!.id;

    const [before] = await running.t.db.selectFrom('leads').select('payload').where('id', '=', id).execute();
    const payload = JSON.stringify({ ...(JSON.parse(before!.payload) as object), email: 'zebulon@elsewhere.example' });
    await running.t.db.updateTable('leads').set({ email: 'zebulon@elsewhere.example', payload }).where('id', '=', id).execute();
    expect((await pageOf(staff, 'q=zebulon%40elsew')).items.map((item) => item.id)).toEqual([id]);
    expect((await pageOf(staff, 'q=zeb%40quist')).total).toBe(0);
    // Marking it handled leaves its words alone.
    expect((await staff.json(`/leads/${id}/handled`, 'PUT', { handled: true })).status).toBe(200);
    expect((await pageOf(staff, 'q=fenworks&status=handled')).items.map((item) => item.id)).toEqual([id]);

    await running.t.db.deleteFrom('leads').where('id', '=', id).execute();
    expect((await pageOf(staff, 'q=fenworks')).total).toBe(0);
  });

  it('streams the export: every selected lead, newest first, the same file the whole list would give', async () => {
    expect(LEADS).toBeGreaterThan(EXPORT_BATCH);
    for (const filter of ['', 'kind=retailers', 'q=rossi&status=handled']) {
      const response = await staff.request(`/leads.csv?${filter}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
      const expected = (await pageThroughDatabase(filter)).map((row) => leadCsvRow(row));
      expect(expected.length).toBeGreaterThan(0);
      expect(await response.text()).toBe(csvText(expected));
    }
    const none = await staff.request('/leads.csv?q=nobody-by-this-name');
    expect(await none.text()).toBe(csvText([]));
  });

  /** The leads of a filter as the API lists them, every page (the export's expected rows). */
  async function pageThroughDatabase(filter: string) {
    return (await walk(staff, filter || 'status=all', 500)).flatMap((page) => page.items);
  }
});

describe('the word index of leads stored before it', () => {
  it('is filled from the leads already there, and goes again when the migration is undone', async () => {
    const t = await createTestDatabase();
    try {
      const migrator = new Migrator({
        db: t.db,
        provider: { getMigrations: async () => migrations },
      });
      expect((await migrator.migrateDown()).error).toBeUndefined();
      await insertGeneratedLeads(t.db, 40, { seed: 7 });
      await t.db
        .insertInto('leads')
        .values({
          kind: 'catalog',
          email: 'old@before.example',
          payload: JSON.stringify({ name: 'Ottilie Early', phone: '555 0101' }),
          created_at: '2020-01-01T00:00:00.000Z',
          handled_at: null,
        })
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const request = { status: 'all' as const, q: 'ottil', limit: 10 };
      const page = await leadPage(t.db, LEAD_CONTRACTS, request);
      expect(page.items.map((item) => item.email)).toEqual(['old@before.example']);
      expect(
        (
          await leadPage(t.db, LEAD_CONTRACTS, {
            ...request,
            q: 'before.example',
          })
        ).total,
      ).toBe(1);
      if (!isPostgres(t.db)) {
        const indexed = await sql<{
          n: number;
        }>`select count(*) as n from leads_search`.execute(t.db);
        expect(Number(indexed.rows[0]!.n)).toBe(41);
      }
    } finally {
      await t.close();
    }
  });
});

describe("the export's columns", () => {
  it('names every field in the order the newest lead having it names it, however many batches the scan takes', async () => {
    const t = await createTestDatabase();
    try {
      const lead = (id: number, kind: string, payload: Record<string, unknown>) => ({
        kind,
        email: `lead${id}@example.com`,
        payload: JSON.stringify(payload),
        created_at: `2026-01-01T00:00:${String(Math.floor(id / 4)).padStart(2, '0')}.000Z`,
        handled_at: null,
      });
      // Oldest first: a retired kind's fields only far down, a field only one old lead has, and newer leads with fewer fields.
      const rows = [
        lead(0, 'warranty', { serial: 'A1', name: 'Old Form', bulb: '600W' }),
        ...Array.from({ length: 120 }, (_, i) =>
          lead(i + 1, 'catalog', { name: `N${i}`, email: `n${i}@example.com`, phone: '1', ...(i === 7 ? { fax: '2' } : {}), state: 'Maine' }),
        ),
        lead(121, 'retailers', { name: 'R', retailer_name: 'Shop', email: 'r@example.com', company_name: 'Shop LLC', flag: true, extra: null }),
        ...Array.from({ length: 50 }, (_, i) => lead(i + 122, 'catalog', { email: `m${i}@example.com`, name: 'M' })),
      ];
      await t.db.insertInto('leads').values(rows).execute();
      const filter = { status: 'all' as const, q: '' };
      const upTo = (await newestLead(t.db, filter))!;
      const stored = await t.db
        .selectFrom('leads')
        .select(['id', 'kind', 'email', 'payload', 'created_at', 'handled_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const whole = csvText(
        stored.map((row) =>
          leadCsvRow({
            id: Number(row.id),
            kind: row.kind,
            label: row.kind,
            email: row.email,
            name: '',
            created_at: row.created_at,
            handled_at: row.handled_at,
            payload: JSON.parse(row.payload) as Record<string, unknown>,
          }),
        ),
      );
      const header = whole.slice(0, whole.indexOf('\n')).split(',');
      for (const batch of [7, 50, 1000]) expect(await leadCsvColumns(t.db, filter, upTo, batch)).toEqual(header);
      expect(header).toEqual([
        'id',
        'kind',
        'label',
        'email',
        'name',
        'created_at',
        'handled_at',
        'retailer_name',
        'company_name',
        'flag',
        'extra',
        'phone',
        'state',
        'fax',
        'serial',
        'bulb',
      ]);
    } finally {
      await t.close();
    }
  });
});
