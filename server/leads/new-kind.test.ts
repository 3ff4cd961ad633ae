// @vitest-environment node
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLine, defineContract, leadAnswer } from '../../src/shared/schemas/contract';
import { LEAD_CONTRACTS } from '../../src/shared/schemas/contracts';
import { emailField, present, requiredText } from '../../src/shared/schemas/fields';
import type { LeadContract } from '../../src/shared/schemas/leads';
import { createApp } from '../app';
import { signedInStaff } from '../testing/staff';
import { createTestDatabase } from '../testing/test-database';

/**
 * A lead kind the storefront does not ship, added the way a new form is: one contract, handed
 * to the app. Its fields are named unlike any other form's, so nothing can find the sender but
 * the contract's own contact().
 */
const visit = v.object({
  visitor: present(requiredText('Your name is required')),
  address: present(emailField('Email is required', 'Email is invalid')),
  day: present(requiredText('Pick a day')),
});
const greenhouseTour = {
  ...defineContract({
    kind: 'greenhouse-tour',
    path: '/api/greenhouse-tour',
    label: 'Greenhouse tour request',
    form: visit,
    body: visit,
    answer: leadAnswer,
    toBody: (values) => values,
    summary: ({ visitor, address }) => contactLine(visitor, address),
  }),
  contact: ({ visitor, address }) => ({ name: visitor, email: address }),
} satisfies LeadContract<'greenhouse-tour', typeof visit, typeof visit>;

describe('a lead kind added with nothing but its contract', () => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestDatabase();
    app = createApp({ db: t.db, dataDir: t.dataDir, distDir: path.join(t.dataDir, 'no-dist'), leadContracts: [...LEAD_CONTRACTS, greenhouseTour] });
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    app.request(greenhouseTour.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify(body),
    });

  it('is stored as a lead of its kind and answered like every lead', async () => {
    const response = await post({ visitor: ' Ari Bloom ', address: 'ari@example.com', day: 'Friday' });
    expect(response.status).toBe(201);
    const answer = v.parse(greenhouseTour.answer, await response.json());
    const row = await t.db.selectFrom('leads').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'greenhouse-tour', email: 'ari@example.com' });
    expect(JSON.parse(row.payload)).toEqual({ visitor: 'Ari Bloom', address: 'ari@example.com', day: 'Friday' });
  });

  it('is refused with its own schema and messages', async () => {
    const response = await post({ visitor: 'Ari', address: 'x<evil>,;"@example.com' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { details: Record<string, string> }).details).toEqual({ address: 'Email is invalid', day: 'Pick a day' });
  });

  it('gets an acknowledgement named by its label, and the sales copy, addressed through contact()', async () => {
    const { id } = (await (await post({ visitor: 'Ari Bloom', address: 'ari@example.com', day: 'Monday' })).json()) as { id: number };
    const [reply, sales] = await t.db.selectFrom('mail_outbox').selectAll().where('cause', 'like', `lead:${id}:%`).orderBy('cause').execute();
    expect(reply).toMatchObject({ kind: 'acknowledgement', recipient: 'ari@example.com', subject: 'We received your greenhouse tour request' });
    expect(reply!.text_body).toMatch(/^Hello,\n/);
    expect(reply!.text_body).not.toContain('Ari Bloom');
    expect(reply!.text_body).toContain('Thank you for your greenhouse tour request. Our team will contact you soon.');
    expect(sales).toMatchObject({ kind: 'sales-copy', reply_to: 'ari@example.com', subject: `New greenhouse tour request #${id} from Ari Bloom` });
    expect(sales!.text_body).toContain('day: Monday');
  });

  it('shows in the staff inbox with its label and its sender, and filters by its kind', async () => {
    const staff = await signedInStaff(app, t.db);
    const listed = await staff.request('/leads?kind=greenhouse-tour');
    expect(listed.status).toBe(200);
    const { items } = (await listed.json()) as { items: { kind: string; label: string; name: string; email: string }[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.kind === 'greenhouse-tour' && item.label === 'Greenhouse tour request')).toBe(true);
    expect(items[0]).toMatchObject({ name: 'Ari Bloom', email: 'ari@example.com' });
  });
});
