// @vitest-environment node
import type { Hono } from 'hono';
import { sql, type Insertable } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureAdminPassword, setAdminPassword, storedPasswordHash, verifyPassword } from './admin/password';
import { createCatalogue } from './catalogue/repository';
import type { MailOutboxTable } from './db/schema';
import { DEFAULT_WRITE_LIMITS } from './lib/write-limits';
import { postgresLimits } from './lib/postgres-limits';
import { createMailSender } from './mail/sender';
import type { MailTransport } from './mail/transport';
import { CATALOGUE_LEAD } from './testing/lead';
import { signedInStaff, TEST_PASSWORD } from './testing/staff';
import { rmaRequest } from '../src/shared/schemas/rma';
import { countingBuild } from './testing/counting-build';
import { encodeForm, ONE_MB_VIDEO, rmaForm } from './testing/rma-form';
import { queuedMail } from './testing/mail';
import { createTestApp } from './testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type SecondServer = ReturnType<TestApp['secondServer']>;

/** A connection from this address, as the Node server hands it to the app. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: 'IPv4' } } });

/** Sends `count` requests one after another, the i-th to the i-th server in turn, as a load balancer would. */
async function statusesThrough(apps: Hono[], count: number, send: (app: Hono, i: number) => Response | Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(apps[i % apps.length]!, i)).status);
  return statuses;
}

/** A message due since 2000, queued `second` seconds into that year. */
const queuedAt = (cause: string, second: number) => queuedMail(cause, { created_at: new Date(Date.UTC(2000, 0, 1, 0, 0, second)).toISOString() });

/** Two servers on one PostgreSQL database, as behind a load balancer: together they behave as one. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL', () => {
  let t: TestApp;
  let second: SecondServer;
  const twoServers = async (options: Parameters<typeof createTestApp>[0]) => {
    t = await createTestApp(options);
    second = t.secondServer();
  };
  beforeAll(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterAll(() => vi.restoreAllMocks());
  afterEach(async () => {
    await second.close();
    await t.close();
  });

  /** Asks `read` every 10 ms until it answers true; how long that took, in milliseconds. */
  async function millisecondsUntil(read: () => Promise<boolean>, limitMs = 5000) {
    const started = performance.now();
    while (!(await read())) {
      if (performance.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return performance.now() - started;
  }
  const postLead = (app: Hono, i: number, installId: string) =>
    app.request('/api/catalog', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-install-id': installId },
      body: JSON.stringify({ ...CATALOGUE_LEAD, email: `visitor${i}@example.com` }),
    });

  it('reaches an install’s write limit after as many requests as one server does', async () => {
    // A stopped clock: no token comes back mid-test.
    await twoServers({ seed: false, writeLimits: { ...DEFAULT_WRITE_LIMITS, perInstall: { burst: 5, refillPerMinute: 1 }, now: () => 0 } });
    const expected = [...Array(5).fill(201), 429, 429];
    expect(await statusesThrough([t.app], 7, (app, i) => postLead(app, i, 'tablet-one-server'))).toEqual(expected);
    expect(await statusesThrough([t.app, second.app], 7, (app, i) => postLead(app, i, 'tablet-two-servers'))).toEqual(expected);
  });

  it('knows an install whose write one server accepted on the other too: the address’s bucket no longer limits it', async () => {
    await twoServers({ seed: false, writeLimits: { ...DEFAULT_WRITE_LIMITS, perAddress: { burst: 3, refillPerMinute: 1 }, now: () => 0 } });
    expect((await postLead(t.app, 0, 'known-tablet')).status).toBe(201);
    // Installs the address does not know spend what is left of its bucket, through the other server.
    const invented = await statusesThrough([second.app], 3, (app, i) => postLead(app, i + 1, crypto.randomUUID()));
    expect(invented).toEqual([201, 201, 429]);
    expect((await postLead(second.app, 9, 'known-tablet')).status).toBe(201);
  });

  it('reaches the sign-in limits, per address and for wrong passwords from everyone, after as many attempts as one server does', async () => {
    await twoServers({ seed: false, trustProxy: true });
    await setAdminPassword(t.db, TEST_PASSWORD);
    const signIn = (app: Hono, address: string) =>
      app.request(
        '/api/admin/session',
        { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify({ password: 'a guess' }) },
        from('127.0.0.1'),
      );
    const perAddress = [...Array(5).fill(401), 429, 429];
    expect(await statusesThrough([t.app], 7, (app) => signIn(app, '198.51.100.1'))).toEqual(perAddress);
    expect(await statusesThrough([t.app, second.app], 7, (app) => signIn(app, '198.51.100.2'))).toEqual(perAddress);
    // Ten wrong passwords so far; the shared failure bucket holds twenty, whichever server checks them.
    const others = await statusesThrough([t.app, second.app], 12, (app, i) => signIn(app, `203.0.113.${i}`));
    expect(others).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('reaches an install’s upload bytes for the hour after as many uploads as one server does', async () => {
    await twoServers({ seed: false, uploadLimits: { perInstallBytesPerHour: 2.5 * 1024 * 1024, now: () => 0 } });
    const { bytes, contentType } = await encodeForm(rmaForm([ONE_MB_VIDEO]));
    const upload = (app: Hono, installId: string) =>
      app.request(rmaRequest.path, {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': String(bytes.length), 'idempotency-key': crypto.randomUUID(), 'x-install-id': installId },
        body: bytes,
      });
    expect(await statusesThrough([t.app], 3, (app) => upload(app, 'tablet-one-server'))).toEqual([201, 201, 429]);
    expect(await statusesThrough([t.app, second.app], 3, (app) => upload(app, 'tablet-two-servers'))).toEqual([201, 201, 429]);
  });

  it.each([
    ['a fake clock', () => 0],
    ['the database’s clock', undefined],
  ])('never spends more than a bucket holds when both servers take at once, with %s', async (_clock, now) => {
    await twoServers({ seed: false });
    const buckets = [t.db, second.db].map((db) => postgresLimits(db).buckets('test', { burst: 20, refillPerMinute: 1 }, now));
    const taken = await Promise.all(Array.from({ length: 50 }, (_, i) => buckets[i % 2]!.take('client')));
    expect(taken.filter(Boolean)).toHaveLength(20);
    // One token a minute: the next comes back in a minute (less what the test took, with the database's clock).
    expect(await buckets[0]!.retryAfterSeconds('client')).toBeGreaterThanOrEqual(59);
    await buckets[1]!.give('client');
    expect(await buckets[0]!.take('client')).toBe(true);
    expect(await buckets[1]!.take('client')).toBe(false);
  });

  it('sends again, while running, a send another server left mid-way over ten minutes ago, and no recent one', async () => {
    await twoServers({ seed: false });
    let clock = Date.parse('2000-01-01T00:00:00.000Z');
    const sending = (cause: string, claimedAt: number): Insertable<MailOutboxTable> => ({
      ...queuedAt(cause, 0),
      status: 'sending',
      next_attempt_at: new Date(claimedAt).toISOString(),
    });
    await t.db.insertInto('mail_outbox').values([sending('died:mid-send', clock), sending('still:sending', clock + 10 * 60_000)]).execute();
    const transport: MailTransport = { description: 'test', send: async () => {}, close() {} };
    const stop = createMailSender({ db: second.db, transport, from: 'shop@example.com', now: () => new Date(clock) }).start(5);
    const statusOf = async (cause: string) => (await t.db.selectFrom('mail_outbox').select('status').where('cause', '=', cause).executeTakeFirstOrThrow()).status;
    try {
      clock += 11 * 60_000;
      await millisecondsUntil(async () => (await statusOf('died:mid-send')) === 'sent');
      expect(await statusOf('still:sending')).toBe('sending');
    } finally {
      await stop();
    }
  });

  it('sends each of 50 queued messages exactly once with a sender on each server running at once', async () => {
    await twoServers({ seed: false });
    await t.db
      .insertInto('mail_outbox')
      .values(Array.from({ length: 50 }, (_, i) => queuedAt(`test:${i}`, i)))
      .execute();
    const sent: string[] = [];
    const transport: MailTransport = {
      description: 'test',
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.cause);
      },
      close() {},
    };
    const senders = [t.db, second.db].map((db) => createMailSender({ db, transport, from: 'shop@example.com' }));
    const counts = await Promise.all(senders.map((sender) => sender.deliverDue()));
    expect(counts[0]! + counts[1]!).toBe(50);
    // Neither waited for the other: both sent a share.
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(sent.toSorted()).toEqual(Array.from({ length: 50 }, (_, i) => `test:${i}`).toSorted());
    const statuses = await t.db.selectFrom('mail_outbox').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'sent' }]);
  });

  it('prints one generated staff password, the one kept, when both servers start together on an empty database', async () => {
    await twoServers({ seed: false });
    const started = await Promise.all([t.db, second.db].map((db) => ensureAdminPassword(db, undefined)));
    const printed = started.flatMap(({ generated }) => (generated ? [generated] : []));
    expect(printed).toHaveLength(1);
    expect(await verifyPassword(printed[0]!, (await storedPasswordHash(t.db))!)).toBe(true);
  });

  const PRODUCT_ID = 9;
  const stockIn = async (list: Promise<{ identity: { body: Uint8Array } }>) => {
    const { items } = JSON.parse(Buffer.from((await list).identity.body).toString('utf8')) as { items: { id: number; stock_quantity: number }[] };
    return items.find((item) => item.id === PRODUCT_ID)!.stock_quantity;
  };

  it('shows a stock edit made through one server’s admin API in the other’s catalogue well within a second', async () => {
    await twoServers({ seed: true });
    const staff = await signedInStaff(t.app, t.db);
    const stockOnSecond = async () => {
      const { items } = (await (await second.app.request('/api/products')).json()) as { items: { id: number; stock_quantity: number }[] };
      return items.find((item) => item.id === PRODUCT_ID)!.stock_quantity;
    };
    for (const stock of [41, 42, 43]) {
      await stockOnSecond(); // the second server's list is cached, and trusted for a second
      expect((await staff.json(`/products/${PRODUCT_ID}/stock`, 'PUT', { stock })).status).toBe(200);
      const elapsed = await millisecondsUntil(async () => (await stockOnSecond()) === stock);
      console.log(`stock edit seen by the other server after ${elapsed.toFixed(0)} ms`);
      expect(elapsed).toBeLessThan(1000);
    }
  });

  it('renders a stock edit made through one server’s admin API into the other’s pages well within a second', async () => {
    await twoServers({ seed: true, serverBuild: countingBuild().build });
    const staff = await signedInStaff(t.app, t.db);
    const { items } = (await (await second.app.request('/api/products')).json()) as { items: { id: number }[] };
    // The stand-in build renders the first product's stock.
    const firstId = Math.min(...items.map((item) => item.id));
    const renderedStock = async () => Number(/stock (\d+)/.exec(await (await second.app.request('/')).text())?.[1]);
    await renderedStock(); // rendered and cached by the second server
    expect((await staff.json(`/products/${firstId}/stock`, 'PUT', { stock: 77 })).status).toBe(200);
    const elapsed = await millisecondsUntil(async () => (await renderedStock()) === 77);
    console.log(`stock edit rendered by the other server after ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(1000);
  });

  it('drops a catalogue’s cached list on the other server’s notification alone, and again after its listening connection was cut', async () => {
    await twoServers({ seed: true });
    // A stopped clock: the once-a-second check never runs, so only a notification can drop the list.
    const catalogue = createCatalogue(second.db, { now: () => 0 });
    const writer = createCatalogue(t.db);
    expect(await stockIn(catalogue.list())).not.toBe(17);
    await writer.updateStock(PRODUCT_ID, 17);
    expect(await millisecondsUntil(async () => (await stockIn(catalogue.list())) === 17)).toBeLessThan(1000);

    await t.db.executeQuery(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`.compile(t.db),
    );
    // Connected again, the listener drops the list (a write may have gone unheard), then hears the next ones.
    await writer.updateStock(PRODUCT_ID, 18);
    expect(await millisecondsUntil(async () => (await stockIn(catalogue.list())) === 18)).toBeLessThan(3000);
    await writer.updateStock(PRODUCT_ID, 19);
    expect(await millisecondsUntil(async () => (await stockIn(catalogue.list())) === 19)).toBeLessThan(1000);
  });
});
