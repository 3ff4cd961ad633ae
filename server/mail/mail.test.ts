// @vitest-environment node
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LEAD as lead } from '../testing/lead';
import { createTestApp } from '../testing/test-app';
import { createMailSender, exponentialDelay } from './sender';
import { fileTransport, mailDirOf, type MailTransport, type OutgoingMail } from './transport';


const rebate = {
  contactName: 'Rae Bate',
  companyName: 'Green Acres',
  workEmail: 'rae@greenacres.example',
  phone: '805 555 0101',
  rebateCategory: 'LED',
  country: 'United States',
  state: 'California',
  subscribeNewsletter: false,
};

type Outbox = { cause: string; kind: string; recipient: string; reply_to: string | null; subject: string; text_body: string; html_body: string };

describe('messages queued by the storefront endpoints', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // Seeding cleans every product description through jsdom, which takes a while on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const outboxOf = async (leadId: number) =>
    (await t.db.selectFrom('mail_outbox').selectAll().where('cause', 'like', `lead:${leadId}:%`).orderBy('cause').execute()) as Outbox[];

  it('sends the catalogue link to a catalogue lead and a copy to sales, once however often the request is replayed', async () => {
    const key = crypto.randomUUID();
    const first = await t.postJson('/api/catalog', lead, key);
    const { id } = (await first.json()) as { id: number };
    await t.postJson('/api/catalog', lead, key);
    const [reply, sales] = await outboxOf(id);
    expect(await outboxOf(id)).toHaveLength(2);

    expect(reply).toMatchObject({ cause: `lead:${id}:reply`, kind: 'catalogue', recipient: 'dana@example.com', subject: 'Your Verdant catalogue' });
    // The reply carries nothing the sender typed: it may be going to someone who never asked.
    expect(reply!.text_body).toMatch(/^Hello,\n/);
    expect(reply!.text_body).not.toContain('Dana');
    expect(reply!.text_body).toContain('Verdant product catalogue (PDF): http://localhost:8080/docs/verdant-catalog.pdf');
    expect(reply!.html_body).toContain('<a href="http://localhost:8080/docs/verdant-catalog.pdf">Verdant product catalogue (PDF)</a>');

    expect(sales).toMatchObject({
      cause: `lead:${id}:sales`,
      kind: 'sales-copy',
      recipient: 'sales@verdantgrowlights.com',
      reply_to: 'dana@example.com',
      subject: `New catalogue request #${id} from Dana Grower`,
    });
    expect(sales!.text_body).toContain('phone: 805 555 0100');
    expect(sales!.text_body).toContain('customer_type_website: cultivator');
  });

  it('acknowledges a document request with the documents of the product its SKU names, from the catalogue', async () => {
    const response = await t.postJson('/api/document', {
      ...lead,
      sku: 'IL-L1050MS',
      product_name: 'iLogic MS Plus 1050W',
      spec_sheet_url: '/docs/il-l1050ms-spec-sheet.pdf',
      manual_url: 'javascript:alert(1)',
    });
    const { id } = (await response.json()) as { id: number };
    const [reply] = await outboxOf(id);
    expect(reply).toMatchObject({ kind: 'acknowledgement', subject: 'Your requested documents: iLogic MS Plus 1050W LED Grow Light' });
    expect(reply!.text_body).toContain('Our team will contact you soon with the requested documents for iLogic MS Plus 1050W LED Grow Light.');
    expect(reply!.text_body).toContain('Spec sheet: http://localhost:8080/docs/il-l1050ms-spec-sheet.pdf');
    expect(reply!.text_body).toContain('Manual: http://localhost:8080/docs/il-l1050ms-manual.pdf');
    expect(reply!.text_body).not.toContain('javascript:');
    expect(reply!.html_body).not.toContain('javascript:');
  });

  it('never mails a link or a product name the request chose, to the visitor or to sales', async () => {
    const phishing = {
      ...lead,
      email: 'victim@example.com',
      sku: 'IL-L1050MS',
      product_name: 'your account is locked: sign in at https://evil.example/login',
      spec_sheet_url: 'https://evil.example/spec.pdf',
      manual_url: 'http://evil.example/manual.exe',
    };
    for (const body of [phishing, { ...phishing, sku: 'NO-SUCH-SKU' }, { ...phishing, sku: '' }]) {
      const { id } = (await (await t.postJson('/api/document', body)).json()) as { id: number };
      const messages = await outboxOf(id);
      expect(messages).toHaveLength(2);
      for (const message of messages) {
        expect(`${message.subject}${message.text_body}${message.html_body}`).not.toContain('evil.example');
        expect(message.text_body).not.toContain('account is locked');
      }
      const [reply] = messages;
      if (body.sku !== 'IL-L1050MS') {
        expect(reply!.subject).toBe('Your requested documents: Product Download Request');
        expect(reply!.text_body).not.toContain('In the meantime');
      }
    }
  });

  it('links the spec sheet of an accessory the Grow Room Accessories page asks for', async () => {
    const { id } = (await (await t.postJson('/api/document', { ...lead, sku: 'IL-REF-WIDE', product_name: 'Wide reflector, double-ended' })).json()) as { id: number };
    const [reply] = await outboxOf(id);
    expect(reply!.text_body).toContain('Spec sheet: http://localhost:8080/docs/il-ref-wide-spec-sheet.pdf');
    expect(reply!.text_body).not.toContain('Manual:');
  });

  it('acknowledges light layout, retailer and rebate requests', async () => {
    const layout = (await (await t.postJson('/api/freelightlayout', lead)).json()) as { id: number };
    const retailer = (await (await t.postJson('/api/retailers', { ...lead, customer_type_website: 'buyer' })).json()) as { id: number };
    const rebateLead = (await (await t.postJson('/api/save-rebate-form.php', rebate)).json()) as { id: number };
    expect((await outboxOf(layout.id))[0]).toMatchObject({ kind: 'acknowledgement', subject: 'We received your light layout request' });
    expect((await outboxOf(retailer.id))[0]).toMatchObject({ kind: 'acknowledgement', subject: 'Thank you for your interest in carrying Verdant' });
    const [reply, sales] = await outboxOf(rebateLead.id);
    expect(reply).toMatchObject({ recipient: 'rae@greenacres.example', subject: 'We received your rebate request' });
    expect(reply!.text_body).toMatch(/^Hello,\n/);
    expect(reply!.text_body).toContain('available to you');
    expect(reply!.text_body).not.toMatch(/Rae|Green Acres/);
    expect(sales).toMatchObject({ recipient: 'sales@verdantgrowlights.com', reply_to: 'rae@greenacres.example', subject: `New rebate request #${rebateLead.id} from Rae Bate` });
  });

  it('escapes what visitors typed in the HTML part', async () => {
    const { id } = (await (await t.postJson('/api/catalog', { ...lead, name: '<img src=x onerror=alert(1)>' })).json()) as { id: number };
    const [reply, sales] = await outboxOf(id);
    expect(reply!.html_body).not.toContain('img');
    expect(sales!.html_body).not.toContain('<img');
    expect(sales!.html_body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps the lead and its mail together: a refused lead queues nothing', async () => {
    const before = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await t.postJson('/api/catalog', { ...lead, email: 'not an email' })).status).toBe(400);
    const after = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('the sender', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  /** A transport that refuses each message `failures` times, then accepts it. */
  function flakyTransport(failures: number) {
    const sent: OutgoingMail[] = [];
    const refused = new Map<string, number>();
    const transport: MailTransport = {
      description: 'test',
      async send(mail) {
        const count = refused.get(mail.cause) ?? 0;
        if (count < failures) {
          refused.set(mail.cause, count + 1);
          throw new Error('421 Service not available');
        }
        sent.push(mail);
      },
      close() {},
    };
    return { transport, sent };
  }

  const row = (cause: string) => t.db.selectFrom('mail_outbox').selectAll().where('cause', '=', cause).executeTakeFirstOrThrow();

  it('retries a failed message with growing waits, then sends it once', async () => {
    const { id } = (await (await t.postJson('/api/catalog', lead)).json()) as { id: number };
    const cause = `lead:${id}:reply`;
    let now = new Date('2030-01-01T00:00:00Z');
    const { transport, sent } = flakyTransport(2);
    const sender = createMailSender({ db: t.db, transport, from: 'Verdant <sales@verdantgrowlights.com>', now: () => now });

    await sender.deliverDue();
    expect(await row(cause)).toMatchObject({ status: 'pending', attempts: 1, last_error: '421 Service not available', next_attempt_at: '2030-01-01T00:00:30.000Z' });

    now = new Date('2030-01-01T00:00:29Z');
    await sender.deliverDue();
    expect((await row(cause)).attempts).toBe(1);

    now = new Date('2030-01-01T00:00:30Z');
    await sender.deliverDue();
    expect(await row(cause)).toMatchObject({ status: 'pending', attempts: 2, next_attempt_at: '2030-01-01T00:01:30.000Z' });

    now = new Date('2030-01-01T00:01:30Z');
    await sender.deliverDue();
    expect(await row(cause)).toMatchObject({ status: 'sent', attempts: 3, last_error: null, sent_at: '2030-01-01T00:01:30.000Z' });
    expect(sent.filter((mail) => mail.cause === cause)).toHaveLength(1);
    expect(sent.find((mail) => mail.cause === cause)).toMatchObject({ to: 'dana@example.com', subject: 'Your Verdant catalogue' });

    now = new Date('2030-01-02T00:00:00Z');
    await sender.deliverDue();
    expect(sent.filter((mail) => mail.cause === cause)).toHaveLength(1);
  });

  it('gives up after the last attempt and shows the message as failed', async () => {
    await t.db.deleteFrom('mail_outbox').execute();
    const { id } = (await (await t.postJson('/api/freelightlayout', lead)).json()) as { id: number };
    let now = new Date('2030-01-01T00:00:00Z');
    const { transport } = flakyTransport(Infinity);
    const sender = createMailSender({ db: t.db, transport, from: 'x@example.com', maxAttempts: 3, now: () => now });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await sender.deliverDue();
      now = new Date(now.getTime() + exponentialDelay(attempt));
    }
    expect(await row(`lead:${id}:reply`)).toMatchObject({ status: 'failed', attempts: 3, last_error: '421 Service not available' });
    await sender.deliverDue();
    expect((await row(`lead:${id}:reply`)).attempts).toBe(3);
  });

  it('never sends a message twice, even when two runs overlap', async () => {
    await t.db.deleteFrom('mail_outbox').execute();
    await t.postJson('/api/retailers', { ...lead, customer_type_website: 'buyer' });
    const { transport, sent } = flakyTransport(0);
    const one = createMailSender({ db: t.db, transport, from: 'x@example.com' });
    const two = createMailSender({ db: t.db, transport, from: 'x@example.com' });
    await Promise.all([one.deliverDue(), two.deliverDue(), one.deliverDue()]);
    expect(sent.map((mail) => mail.cause).sort()).toEqual([expect.stringMatching(/:reply$/), expect.stringMatching(/:sales$/)]);
  });

  it('writes each message as an .eml file with text and HTML parts when no SMTP server is set', async () => {
    await t.db.deleteFrom('mail_outbox').execute();
    const { id } = (await (await t.postJson('/api/catalog', lead)).json()) as { id: number };
    const sender = createMailSender({ db: t.db, transport: fileTransport(mailDirOf(t.dataDir)), from: 'Verdant Grow Lights <sales@verdantgrowlights.com>' });
    expect(await sender.deliverDue()).toBe(2);
    const files = fs.readdirSync(mailDirOf(t.dataDir));
    expect(files.sort()).toEqual([expect.stringMatching(new RegExp(`lead-${id}-reply\\.eml$`)), expect.stringMatching(new RegExp(`lead-${id}-sales\\.eml$`))]);
    const reply = fs.readFileSync(`${mailDirOf(t.dataDir)}/${files.find((name) => name.endsWith('reply.eml'))}`, 'utf8');
    expect(reply).toMatch(/^From: Verdant Grow Lights <sales@verdantgrowlights.com>$/m);
    expect(reply).toMatch(/^To: dana@example.com$/m);
    expect(reply).toMatch(/^Subject: Your Verdant catalogue$/m);
    expect(reply).toContain('Content-Type: text/plain');
    expect(reply).toContain('Content-Type: text/html');
  });
});
