import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { startFaultyProxy, type Fault, type FaultyProxy } from './support/faulty-proxy';
import { fillLead, fillRmaForm } from './support/forms';
import { goOffline, openControlled, pendingBadge, QUEUED_OFFLINE as QUEUED, serverDatabase } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

/**
 * The outbox in real Chromium against the production server: submissions made without a
 * connection, or refused for a while, reach the server exactly once and lose nothing.
 */

const MB = 1024 * 1024;
const RMA_PATH = '/api/uploadrma/create-rma-complete';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

const query = <T>(sql: string) => serverDatabase(server).query<T>(sql);
const count = (table: string, where?: string) => serverDatabase(server).count(table, where);

async function sendLightLayout(page: Page, email: string) {
  const form = page.locator('#free-light-layout-form');
  await fillLead(form, { role: 'Microgrower', state: 'California' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'SEND' }).click();
  await expect(form.getByRole('status')).toHaveText(QUEUED);
  // The form empties at once: the outbox holds the data now.
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
}

/** Files that pass the server's content checks, at the sizes a real return carries. */
function evidenceFile(name: string, mimeType: string, head: Buffer, size: number) {
  const buffer = Buffer.alloc(size);
  head.copy(buffer);
  for (let i = head.length; i < size; i += 4096) buffer[i] = (i / 4096) & 0xff;
  return { name, mimeType, buffer };
}
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

test('leads and RMAs with large files made offline arrive exactly once after reloads', { tag: '@soak' }, async ({ page, context }) => {
  // Fifty forms filled field by field: minutes on two cores shared with other work.
  test.setTimeout(600_000);
  await openControlled(page, server.url);
  await goOffline(page, context);

  const leads = 47;
  for (let i = 0; i < leads; i += 1) await sendLightLayout(page, `grower${i}@farm.example`);

  const invoice = evidenceFile('invoice.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'), 5 * MB - 1024);
  const photo = evidenceFile('driver.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 10 * MB);
  const video = evidenceFile('flicker.mp4', 'video/mp4', Buffer.from('\0\0\0\x20ftypisom', 'latin1'), 20 * MB);
  const rmas = 3;
  await page.goto(`${server.url}/rma`);
  for (let i = 0; i < rmas; i += 1) {
    await fillRmaForm(page, { invoice, evidence: [photo, video] });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible({ timeout: 30_000 });
  }
  await expect(pendingBadge(page, leads + rmas)).toBeVisible();

  await page.reload();
  await page.reload();
  await expect(pendingBadge(page, leads + rmas)).toBeVisible();
  expect(count('leads') + count('rmas')).toBe(0);

  await context.setOffline(false);
  await expect(page.getByRole('banner').getByRole('link', { name: /waiting to send/ })).toBeHidden({ timeout: 60_000 });

  expect(count('leads', "kind = 'freelightlayout'")).toBe(leads);
  expect(query<{ email: string }>('select email from leads').map(({ email }) => email).sort()).toEqual(
    Array.from({ length: leads }, (_, i) => `grower${i}@farm.example`).sort(),
  );
  expect(count('rmas')).toBe(rmas);
  const stored = query<{ original_name: string; stored_name: string }>('select original_name, stored_name from rma_files');
  expect(stored).toHaveLength(rmas * 3);
  const originals = new Map([invoice, photo, video].map((file) => [file.name, sha256(file.buffer)]));
  for (const file of stored) {
    const bytes = fs.readFileSync(path.join(server.dataDir, 'uploads', file.stored_name));
    expect(sha256(bytes), file.original_name).toBe(originals.get(file.original_name));
  }

  // The outbox names each delivered return by the number the server gave it.
  await page.goto(`${server.url}/outbox`);
  const numbers = query<{ rma_number: string }>('select rma_number from rmas').map(({ rma_number }) => rma_number);
  for (const number of numbers) await expect(page.getByText(`RMA Number: ${number}`)).toBeVisible();
});

/** Runs the app through a proxy the test can make misbehave, so the worker's requests misbehave too. */
async function throughProxy(decide: (method: string, path: string) => Fault): Promise<FaultyProxy> {
  return startFaultyProxy(server.url, decide);
}

async function queueOffline(page: Page, context: BrowserContext, origin: string, emails: string[]) {
  await openControlled(page, origin);
  await goOffline(page, context);
  for (const email of emails) await sendLightLayout(page, email);
  await expect(pendingBadge(page, emails.length)).toBeVisible();
}

test('refusals are retried with backoff and Retry-After; a 400 waits for a person, who reopens it in its form', async ({ page, context }) => {
  test.setTimeout(120_000);
  const answers: Fault[] = [
    { kind: 'answer', status: 500 },
    { kind: 'answer', status: 500 },
    { kind: 'answer', status: 500 },
    { kind: 'answer', status: 429, headers: { 'retry-after': '1' } },
  ];
  let posts = 0;
  const proxy = await throughProxy((method, url) => {
    if (method !== 'POST' || !url.startsWith('/api/freelightlayout')) return { kind: 'pass' };
    posts += 1;
    return answers.shift() ?? { kind: 'pass' };
  });
  try {
    await queueOffline(page, context, proxy.url, ['retry@farm.example']);
    await context.setOffline(false);
    await expect(pendingBadge(page, 1)).toBeHidden({ timeout: 60_000 });
    expect(posts).toBe(5);
    expect(count('leads', "email = 'retry@farm.example'")).toBe(1);

    answers.push({ kind: 'answer', status: 400, body: JSON.stringify({ error: 'Validation failed', details: { email: 'Email is blocked' } }) });
    await queueOffline(page, context, proxy.url, ['refused@farm.example']);
    // Opened before the connection returns: leaving a page mid-send would abort that send, and
    // the answer the proxy gave it would reach nobody.
    await page.goto(`${proxy.url}/outbox`);
    await context.setOffline(false);
    const item = page.getByRole('listitem').filter({ hasText: 'Needs attention' });
    await item.getByRole('button', { name: 'Show details' }).click();
    await expect(item).toContainText('refused@farm.example');
    await expect(item).toContainText('Last error: Validation failed');
    expect(count('leads', "email = 'refused@farm.example'")).toBe(0);

    // Reopened in its form, filled in; corrected and sent, it replaces the refused entry.
    await item.getByRole('link', { name: 'Open the form' }).click();
    const form = page.locator('#free-light-layout-form');
    const email = form.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('refused@farm.example');
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dana Grower');
    await email.fill('fixed@farm.example');
    await form.getByRole('button', { name: 'SEND' }).click();
    await expect(form.getByRole('status')).toHaveText('Success! Check your email for the Light Layout.');
    expect(count('leads', "email = 'fixed@farm.example'")).toBe(1);
    await page.goto(`${proxy.url}/outbox`);
    // Two sent, the first retried one and the corrected one; none needs attention any more.
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(2);
    for (const item of await items.all()) await item.getByRole('button', { name: 'Show details' }).click();
    await expect(items.filter({ hasText: 'fixed@farm.example' })).toContainText('Sent');
    await expect(items.filter({ hasText: 'refused@farm.example' })).toHaveCount(0);
  } finally {
    await proxy.close();
  }
});

test('the sync event, going online and Send now fired together send each item once', async ({ page, context }) => {
  test.setTimeout(120_000);
  const emails = Array.from({ length: 5 }, (_, i) => `race${i}@farm.example`);
  await queueOffline(page, context, server.url, emails);
  await context.setOffline(false);

  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const { registrationId } = await new Promise<{ registrationId: string }>((resolve) =>
    cdp.once('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => resolve(registrations[0])),
  );
  await page.goto(`${server.url}/outbox`);
  const sendNow = page.getByRole('button', { name: 'Send now' });
  await Promise.all(
    Array.from({ length: 10 }, () =>
      Promise.all([
        cdp.send('ServiceWorker.dispatchSyncEvent', { origin: server.url, registrationId, tag: 'outbox-replay', lastChance: false }),
        page.evaluate(() => window.dispatchEvent(new Event('online'))),
        sendNow.click({ force: true }).catch(() => {}),
      ]),
    ),
  );
  await expect(page.getByRole('banner').getByRole('link', { name: /waiting to send/ })).toBeHidden({ timeout: 30_000 });
  for (const email of emails) expect(count('leads', `email = '${email}'`), email).toBe(1);
});

test('an answer lost after the server committed is recovered with the same RMA number', async ({ page }) => {
  test.setTimeout(120_000);
  let posts = 0;
  const proxy = await throughProxy((method, url) => {
    if (method !== 'POST' || url !== RMA_PATH) return { kind: 'pass' };
    posts += 1;
    return posts === 1 ? { kind: 'drop-after-forward' } : { kind: 'pass' };
  });
  try {
    const before = count('rmas');
    await page.goto(`${proxy.url}/rma`);
    await fillRmaForm(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // The connection died before the answer came back. Chromium may resend at once on its own;
    // otherwise the outbox holds the request and sends it again.
    const outcome = page.getByRole('status').filter({ hasText: /RMA Number: |Saved — |Can't reach/ });
    await expect(outcome).toBeVisible({ timeout: 30_000 });
    if (!(await outcome.textContent())?.includes('RMA Number')) await page.goto(`${proxy.url}/outbox`);
    await expect.poll(() => posts, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    // One row: the second send was answered with the first answer, number included.
    await expect.poll(() => count('rmas'), { timeout: 30_000 }).toBe(before + 1);
    const [{ rma_number }] = query<{ rma_number: string }>('select rma_number from rmas order by id desc limit 1');
    // Shown by the form, or by /outbox and its delivery notice.
    await expect(page.getByText(`RMA Number: ${rma_number}`).first()).toBeVisible({ timeout: 30_000 });
  } finally {
    await proxy.close();
  }
});

test('a worker stopped in the middle of an RMA upload loses nothing and sends nothing twice', async ({ page, context }) => {
  test.setTimeout(180_000);
  let stopping: Promise<'cut'> | null = null;
  const cdp = await context.newCDPSession(page);
  const proxy = await throughProxy((method, url) =>
    method === 'POST' && url === RMA_PATH
      ? {
          kind: 'pass',
          // The first upload is held halfway while the worker is stopped under it, and its
          // connection goes with the worker.
          onUpload: (bytes) => {
            if (bytes > 12 * MB && !stopping) return (stopping = cdp.send('ServiceWorker.stopAllWorkers').then(() => 'cut' as const));
          },
        }
      : { kind: 'pass' },
  );
  try {
    const before = count('rmas');
    await openControlled(page, `${proxy.url}/rma`);
    await cdp.send('ServiceWorker.enable');
    const registration = new Promise<{ registrationId: string }>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => registrations[0] && resolve(registrations[0])),
    );
    await goOffline(page, context);
    const invoice = evidenceFile('invoice.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'), 4 * MB);
    const video = evidenceFile('flicker.mp4', 'video/mp4', Buffer.from('\0\0\0\x20ftypisom', 'latin1'), 20 * MB);
    await fillRmaForm(page, { invoice, evidence: video });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible({ timeout: 30_000 });

    // Every tab closed: only the worker can send it, and it is stopped mid-upload.
    await page.goto('about:blank');
    await context.setOffline(false);
    const { registrationId } = await registration;
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: proxy.url, registrationId, tag: 'outbox-replay', lastChance: false });
    await expect.poll(() => stopping !== null, { timeout: 60_000 }).toBe(true);
    await stopping;
    expect(count('rmas')).toBe(before);

    // The next visit finds the interrupted entry and sends it whole.
    await page.goto(`${proxy.url}/outbox`);
    await expect.poll(() => count('rmas'), { timeout: 60_000 }).toBe(before + 1);
    const [{ rma_number }] = query<{ rma_number: string }>('select rma_number from rmas order by id desc limit 1');
    await expect(page.getByRole('listitem').getByText(`RMA Number: ${rma_number}`)).toBeVisible();
    const files = query<{ original_name: string; stored_name: string }>(
      'select original_name, stored_name from rma_files where rma_id = (select max(id) from rmas)',
    );
    const originals = new Map([invoice, video].map((file) => [file.name, sha256(file.buffer)]));
    expect(files.map(({ original_name }) => original_name).sort()).toEqual([...originals.keys()].sort());
    for (const file of files) {
      expect(sha256(fs.readFileSync(path.join(server.dataDir, 'uploads', file.stored_name)))).toBe(originals.get(file.original_name));
    }
  } finally {
    await proxy.close();
  }
});

test('without Background Sync the page itself delivers within 10 s of going online', async ({ page, context }) => {
  // As in Safari and Firefox: neither the page nor the worker can register a sync.
  await context.addInitScript(() => {
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
    delete (window as { SyncManager?: unknown }).SyncManager;
  });
  const emails = Array.from({ length: 5 }, (_, i) => `nosync${i}@farm.example`);
  await queueOffline(page, context, server.url, emails);
  await context.setOffline(false);
  await expect(page.getByRole('banner').getByRole('link', { name: /waiting to send/ })).toBeHidden({ timeout: 10_000 });
  for (const email of emails) expect(count('leads', `email = '${email}'`), email).toBe(1);
});
