// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tests/e2e/support/server';
import { INSTALL_ID_HEADER } from '../../src/shared/schemas/headers';
import { catalogueRequest } from '../../src/shared/schemas/leads';
import { rmaRequest } from '../../src/shared/schemas/rma';
import { setAdminPassword } from '../admin/password';
import { CATALOGUE_LEAD } from '../testing/lead';
import { rmaForm } from '../testing/rma-form';
import { signInAsStaff, TEST_PASSWORD, type RequestTo } from '../testing/staff';
import { startTwoInstances, type TestDatabase } from '../testing/instances';

/**
 * Two server processes behind one imagined load balancer, on one PostgreSQL and one
 * S3-compatible store, each with a DATA_DIR of its own (as two machines would have). Requests
 * alternate between them; together they must behave as one server.
 */

const LEADS = 200;
const TABLETS = 10;
const RMAS = 10;
/** Bigger than one multipart part, so each evidence file goes up in several. */
const EVIDENCE_BYTES = 6 * 1024 * 1024 + 12_345;
/** The defaults of writeRateLimits for one install: what it may send back to back. */
const INSTALL_BURST = 120;
/** The default sign-in limit of one address. */
const SIGN_IN_BURST = 5;
const PRODUCT_SKU = 'IL-L1050MS';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** An MP4's first bytes, then noise: what the upload sniffer takes for a video. */
const evidenceVideo = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), randomBytes(EVIDENCE_BYTES)]);

describe('two instances on one PostgreSQL and one S3-compatible store', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>> | undefined;
  let t: TestDatabase;
  let servers: RunningServer[] = [];
  /** A request to the first instance for even n, the second for odd n, from a client at `address`. */
  const via =
    (n: number, address: string): RequestTo =>
    (pathname, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-for', address);
      return fetch(`${servers[n % 2]!.url}${pathname}`, { ...init, headers });
    };
  const postLead = (n: number, address: string, { email, install, key }: { email: string; install: string; key: string }) =>
    via(n, address)(catalogueRequest.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, [INSTALL_ID_HEADER]: install },
      body: JSON.stringify({ ...CATALOGUE_LEAD, email }),
    });

  beforeAll(async () => {
    instances = await startTwoInstances({ trustProxy: '1', beforeStart: (t) => setAdminPassword(t.db, TEST_PASSWORD) });
    ({ t, servers } = instances);
  }, 120_000);

  afterAll(async () => {
    await instances?.stop();
  });

  it(`stores ${LEADS} leads and ${RMAS} RMAs once each, with the same key sent to both instances`, async () => {
    // Each tablet on a network of its own, so none meets the mail budget of one address: every
    // message here is meant to be sent.
    const addressOf = (tablet: number) => `203.0.113.${10 + tablet}`;
    const address = addressOf(0);
    const leads = Array.from({ length: LEADS }, (_, n) => ({ email: `lead${n}@example.com`, install: `tablet-${n % TABLETS}`, key: crypto.randomUUID() }));
    const answers = await Promise.all(
      Array.from({ length: TABLETS }, async (_, tablet) => {
        const statuses: number[] = [];
        for (let n = tablet; n < LEADS; n += TABLETS) {
          // Every fifth lead goes to both instances at once, as a retry through the balancer would.
          const copies = n % 5 === 0 ? [n, n + 1] : [n];
          const answered = await Promise.all(copies.map((to) => postLead(to, addressOf(tablet), leads[n]!)));
          // A copy arriving while the other is in flight is answered 409; sent again, it gets the stored answer.
          for (const [i, response] of answered.entries()) statuses.push(response.status === 409 ? (await postLead(copies[i]!, addressOf(tablet), leads[n]!)).status : response.status);
        }
        return statuses;
      }),
    );
    expect(answers.flat().filter((status) => status !== 201)).toEqual([]);

    const files = Array.from({ length: RMAS }, evidenceVideo);
    const rmaAnswers = await Promise.all(
      files.map(async (data, n) => {
        const response = await via(n, addressOf(n % TABLETS))(rmaRequest.path, {
          method: 'POST',
          headers: { 'idempotency-key': crypto.randomUUID() },
          body: rmaForm([{ data, type: 'video/mp4', name: `evidence-${n}.mp4` }], { email: `rma${n}@example.com` }),
        });
        return { status: response.status, body: (await response.json()) as { rma: { rma_number: string } } };
      }),
    );
    expect(rmaAnswers.map(({ status }) => status)).toEqual(files.map(() => 201));

    const leadRows = await t.db.selectFrom('leads').select('email').execute();
    expect(leadRows).toHaveLength(LEADS);
    expect(new Set(leadRows.map(({ email }) => email)).size).toBe(LEADS);
    const rmaRows = await t.db.selectFrom('rmas').select(['id', 'email', 'rma_number']).orderBy('id').execute();
    expect(rmaRows).toHaveLength(RMAS);

    // Every file from either instance, signed in on one of them: sessions live in the database.
    const staff = await signInAsStaff(via(0, address));
    const fromInstance = [staff.requestVia(via(0, address)), staff.requestVia(via(1, address))];
    for (const rma of rmaRows) {
      const n = Number(/^rma(\d+)@/.exec(rma.email)![1]);
      const detail = (await (await fromInstance[0]!(`/rmas/${rma.id}`)).json()) as { files: { id: number; original_name: string }[] };
      const evidence = detail.files.find((file) => file.original_name === `evidence-${n}.mp4`)!;
      for (const request of fromInstance) {
        const response = await request(`/rmas/${rma.id}/files/${evidence.id}`);
        expect(response.status).toBe(200);
        expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(files[n]!));
      }
    }
  }, 300_000);

  it('sends every mail exactly once, whichever instance queued it', async () => {
    // Both instances' senders work the one outbox; each writes what it sends to its own DATA_DIR.
    const deadline = Date.now() + 120_000;
    let unsent = Infinity;
    while (unsent > 0 && Date.now() < deadline) {
      unsent = (await t.db.selectFrom('mail_outbox').select('cause').where('status', '!=', 'sent').execute()).length;
      if (unsent > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(unsent).toBe(0);
    const queued = await t.db.selectFrom('mail_outbox').select('cause').execute();
    expect(queued.length).toBeGreaterThanOrEqual(LEADS + RMAS);
    const written = servers.flatMap(({ dataDir }) => {
      const dir = path.join(dataDir, 'mail');
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    });
    // Each file is named after its message's cause: one file per queued message, none twice.
    expect(written).toHaveLength(queued.length);
    for (const { cause } of queued) expect(written.filter((name) => name.endsWith(`-${cause.replace(/[^a-z0-9-]+/gi, '-')}.eml`))).toHaveLength(1);
  }, 180_000);

  it('reaches a write limit across both instances as if they were one', async () => {
    const address = '203.0.113.20';
    const install = 'one-tablet';
    const started = Date.now();
    let accepted = 0;
    for (let n = 0; n < 3 * INSTALL_BURST; n++) {
      const response = await postLead(n, address, { email: `limit${n}@example.com`, install, key: crypto.randomUUID() });
      if (response.status === 429) break;
      expect(response.status).toBe(201);
      accepted += 1;
    }
    // A token comes back each second: the burst, plus what refilled while these were sent.
    const refilled = Math.ceil((Date.now() - started) / 1000);
    expect(accepted).toBeGreaterThanOrEqual(INSTALL_BURST);
    expect(accepted).toBeLessThanOrEqual(INSTALL_BURST + refilled);
  }, 120_000);

  it('limits sign-in across both instances as if they were one', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= SIGN_IN_BURST; n++) {
      const response = await via(n, '203.0.113.30')('/api/admin/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: `wrong guess ${n}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_BURST).fill(401), 429]);
  });

  it("shows a stock change made on one instance on the other's rendered pages within a second", async () => {
    const address = '203.0.113.40';
    const page = () => via(1, address)(`/product/${PRODUCT_SKU}`).then((response) => response.text());
    const outOfStock = '"availability":"https://schema.org/OutOfStock"';
    // The second instance has the page rendered and cached before the change.
    expect(await page()).toContain('"availability":"https://schema.org/InStock"');
    const { items } = (await (await via(0, address)('/api/products')).json()) as { items: { id: number; sku: string }[] };
    const product = items.find(({ sku }) => sku === PRODUCT_SKU)!;

    const staff = await signInAsStaff(via(0, address));
    expect((await staff.json(`/products/${product.id}/stock`, 'PUT', { stock: 0 })).status).toBe(200);
    const changed = Date.now();
    while (!(await page()).includes(outOfStock) && Date.now() - changed < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
    const seenAfter = Date.now() - changed;
    expect(await page()).toContain(outOfStock);
    expect(seenAfter).toBeLessThan(1000);
  });
});
