// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothLead } from '../../src/shared/schemas/booth';
import { createApp } from '../app';
import { signedInStaff } from '../testing/staff';
import { createTestDatabase } from '../testing/test-database';

const visitor = {
  name: 'Ari Bloom',
  email: '',
  phone: '+1 555 0100',
  company: 'Bloom Farms',
  rating: 'hot',
  notes: 'Wants a quote for 40 fixtures',
  interests: 'iLogic MS Plus 1050W (IL-L1050MS); HYPERMOL PRO 1450W (IL-HMOL-1450-PRO)',
  event: 'GreenTech Amsterdam',
  booth: 'B12',
  rep: 'Sam Ortiz',
};

describe('booth leads', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestDatabase();
    app = createApp({ db: t.db, dataDir: t.dataDir, distDir: path.join(t.dataDir, 'no-dist') });
  });
  afterAll(() => t.close());

  const post = (body: unknown, key: string = crypto.randomUUID()) =>
    app.request(boothLead.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });

  it('are stored once per Idempotency-Key, with a phone and no address', async () => {
    const key = crypto.randomUUID();
    const first = await post(visitor, key);
    expect(first.status).toBe(201);
    const again = await post(visitor, key);
    const { id } = (await first.json()) as { id: number };
    expect(((await again.json()) as { id: number }).id).toBe(id);
    const rows = await t.db.selectFrom('leads').selectAll().where('kind', '=', 'booth').execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.payload)).toEqual(visitor);
  });

  it('need a name and an e-mail or a phone, and the set-up of the tablet', async () => {
    const response = await post({ ...visitor, name: ' ', phone: '', event: '', rating: 'lukewarm' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: Record<string, string> }).details).toEqual({
      name: 'Name is required',
      email: 'An email or a phone is required',
      rating: 'Pick hot, warm or cold',
      event: 'Booth mode is not set up: the event is missing',
    });
  });

  it('send sales a copy with the event, booth, rep, rating, interests and notes, and no reply without an address', async () => {
    const { id } = (await (await post({ ...visitor, name: 'Kim Lee', notes: 'Call after the show' })).json()) as { id: number };
    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('cause', 'like', `lead:${id}:%`).execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['sales-copy']);
    expect(mails[0]!.reply_to).toBeNull();
    for (const fact of ['event: GreenTech Amsterdam', 'booth: B12', 'rep: Sam Ortiz', 'rating: hot', 'interests: iLogic MS Plus 1050W', 'notes: Call after the show']) {
      expect(mails[0]!.text_body).toContain(fact);
    }
    const withAddress = (await (await post({ ...visitor, email: 'kim@example.com' })).json()) as { id: number };
    const reply = await t.db.selectFrom('mail_outbox').selectAll().where('cause', '=', `lead:${withAddress.id}:reply`).executeTakeFirst();
    expect(reply).toMatchObject({ recipient: 'kim@example.com', subject: 'We received your booth lead' });
  });

  it('carry a card photo as multipart, which staff open from the inbox like an RMA photo', async () => {
    const photo = fs.readFileSync(path.resolve('tests/fixtures/ballast.png'));
    const form = new FormData();
    for (const [field, value] of Object.entries({ ...visitor, name: 'Card Holder', event: 'Photo Expo' })) form.append(field, value);
    form.append('files', new Blob([photo], { type: 'image/png' }), 'card.png');
    const response = await app.request(boothLead.path, { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID() }, body: form });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const files = await t.db.selectFrom('lead_files').selectAll().where('lead_id', '=', id).execute();
    expect(files).toMatchObject([{ original_name: 'card.png', mime_type: 'image/png', size: photo.length }]);

    const staff = await signedInStaff(app, t.db);
    const listed = (await (await staff.request('/leads?event=photo%20expo')).json()) as { items: { id: number; files?: { id: number; original_name: string }[] }[] };
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]!.files).toEqual([{ id: files[0]!.id, original_name: 'card.png', mime_type: 'image/png' }]);
    const shown = await staff.request(`/leads/${id}/files/${files[0]!.id}?disposition=inline`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="card.png"/);
    expect(Buffer.from(await shown.arrayBuffer()).equals(photo)).toBe(true);
    expect((await staff.request(`/leads/${id + 1000}/files/${files[0]!.id}`)).status).toBe(404);
  });

  it('refuse a file that is not a photo, storing nothing', async () => {
    const form = new FormData();
    for (const [field, value] of Object.entries(visitor)) form.append(field, value);
    form.append('files', new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), 'card.pdf');
    const before = await t.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await app.request(boothLead.path, { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID() }, body: form });
    expect(response.status).toBe(400);
    const after = await t.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('are filtered and exported by event and rep in the staff inbox', async () => {
    await post({ ...visitor, name: 'Other Show', event: 'Cultivation Classic', rep: 'Lee Park' });
    const staff = await signedInStaff(app, t.db);
    const listed = (await (await staff.request('/leads?event=greentech%20amsterdam&rep=Sam%20Ortiz')).json()) as { items: { name: string; payload: Record<string, string> }[] };
    expect(listed.items.length).toBe(3);
    expect(listed.items.every((item) => item.payload.event === 'GreenTech Amsterdam')).toBe(true);
    const other = (await (await staff.request('/leads?rep=lee%20park')).json()) as { items: { name: string }[] };
    expect(other.items.map((item) => item.name)).toEqual(['Other Show']);

    const rows = parse(await (await staff.request('/leads.csv?kind=booth&event=Cultivation%20Classic')).text(), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'Cultivation Classic', booth: 'B12', rep: 'Lee Park', rating: 'hot', notes: visitor.notes, interests: visitor.interests });
  });
});
