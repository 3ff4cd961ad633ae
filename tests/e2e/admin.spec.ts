import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { fillLead, fillRmaForm, INVOICE } from './support/forms';
import { startServer, type RunningServer } from './support/server';

/** The staff inbox in real Chromium, on a server of its own with a known staff password. */

const PASSWORD = 'greenhouse staff 2026';
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PASSWORD: PASSWORD } });
});
test.afterAll(async () => {
  await server.stop();
});

async function requestCatalogue(page: Page, email: string) {
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'DOWNLOAD OUR CATALOG' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Our Catalog' });
  await fillLead(dialog, { role: 'Cultivator', state: 'California' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await expect(dialog.getByText('Success! Check your email for the Verdant catalogue', { exact: true })).toBeVisible();
}

async function sendRma(page: Page) {
  await page.goto(`${server.url}/rma`);
  await fillRmaForm(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const status = page.getByText(/^RMA created successfully! RMA Number: RMA-\d{4}-\d{6}$/);
  await expect(status).toBeVisible();
  return /RMA-\d{4}-\d{6}/.exec((await status.textContent()) ?? '')![0];
}

test('staff sign in, see a lead just sent, open an RMA and download its invoice, export CSV, sign out', async ({ page }) => {
  const email = `grower-${Date.now()}@farm.example`;
  await requestCatalogue(page, email);
  const rmaNumber = await sendRma(page);

  await page.goto(`${server.url}/admin`);
  const signIn = page.getByRole('form', { name: 'Staff sign-in' });
  await signIn.getByLabel('Password').fill('not the password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Wrong password');
  await expectNoSeriousViolations(page);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();

  // The new lead is in the open leads, with its kind.
  await expect(page.getByRole('heading', { name: 'Staff inbox' })).toBeVisible();
  const leadRow = page.getByRole('row').filter({ hasText: email });
  await expect(leadRow).toContainText('Catalogue request');
  await expect(leadRow).toContainText('Dana Grower');
  await expectNoSeriousViolations(page);

  // Its CSV export holds it.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);
  const csvText = fs.readFileSync((await csv.path())!, 'utf8');
  expect(csvText.split('\n')[0]).toContain('email');
  expect(csvText).toContain(email);

  // Marked handled, it leaves the open list.
  // (clicked, not check(): the row leaves the list as soon as the server has it)
  await leadRow.getByRole('checkbox', { name: 'Handled: Dana Grower' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The RMA opens with its lines, and its invoice downloads byte for byte.
  await page.getByRole('tab', { name: 'RMAs' }).click();
  await page.getByRole('button', { name: rmaNumber }).click();
  const detail = page.getByRole('dialog', { name: rmaNumber });
  await expect(detail.getByRole('row').filter({ hasText: 'HYPERMOL 720W' })).toContainText('HM720-001, HM720-002');
  const invoiceDownload = page.waitForEvent('download');
  await detail.getByRole('link', { name: 'Download invoice.pdf' }).click();
  const invoice = await invoiceDownload;
  expect(invoice.suggestedFilename()).toBe('invoice.pdf');
  expect(fs.readFileSync((await invoice.path())!).equals(fs.readFileSync(INVOICE))).toBe(true);
  await expectNoSeriousViolations(page);
  await detail.getByRole('button', { name: 'Close' }).click();

  // The confirmation and the catalogue mail are in the outbox.
  await page.getByRole('tab', { name: 'Mail' }).click();
  await expect(page.getByRole('row').filter({ hasText: `Your return request ${rmaNumber}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Your Verdant catalogue' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  expect((await page.request.get(`${server.url}/api/admin/leads`)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
});

test('the service worker never precaches the staff inbox, and still precaches the storefront', async ({ request }) => {
  const sw = await (await request.get(`${server.url}/sw.js`)).text();
  // Every chunk only the /admin route loads, from the build's own manifest.
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
  const distDir = process.env.DIST_DIR ?? path.resolve('dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const adminKey = Object.keys(manifest).find((key) => key.startsWith('src/routes/admin.tsx'))!;
  const reachable = (from: string[], skip: string) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (key === skip || seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
    };
    from.forEach(visit);
    return seen;
  };
  const storefront = reachable(['index.html'], adminKey);
  const adminOnly = [...reachable([adminKey], '')].filter((key) => !storefront.has(key)).map((key) => manifest[key].file);
  expect(adminOnly.length).toBeGreaterThan(0);
  for (const file of adminOnly) expect(sw).not.toContain(file);
  const home = Object.keys(manifest).find((key) => key.startsWith('src/routes/index.tsx'))!;
  expect(sw).toContain(manifest[home].file);
});
