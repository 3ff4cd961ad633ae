import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { rmaForm } from '../../server/testing/rma-form';
import { startServer, type RunningServer } from './support/server';

/**
 * The staff inbox on a 768 px touch tablet, on a server of its own holding one retailer inquiry
 * and one RMA with a photo, sent over HTTP as the storefront sends them.
 */

const PASSWORD = 'tablet staff 2026';
const fixture = (name: string) => fs.readFileSync(path.resolve('tests/fixtures', name));

let server: RunningServer;
let rmaNumber: string;

const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${url}`, { method: 'POST', body, headers: { 'idempotency-key': crypto.randomUUID(), ...headers } });

test.beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PASSWORD: PASSWORD } });
  const lead = await post(
    '/api/retailers',
    JSON.stringify({
      name: 'Rita Retail',
      email: 'rita@greendepot.example',
      phone: '805 555 0199',
      country: 'United States',
      state: 'Oregon',
      customer_type_website: 'store_owner',
      retailer_name: 'Green Depot',
      company_name: 'Green Depot Garden Supply LLC',
    }),
    { 'content-type': 'application/json' },
  );
  expect(lead.status).toBe(201);

  // The shared valid request (a credit, its invoice), with a photo and one box ticked.
  const rma = rmaForm([{ data: fixture('ballast.png'), type: 'image/png', name: 'ballast.png' }], { reflector_led: 'true' });
  const created = await post('/api/uploadrma/create-rma-complete', rma);
  expect(created.status).toBe(201);
  rmaNumber = ((await created.json()) as { rma: { rma_number: string } }).rma.rma_number;
});
test.afterAll(async () => {
  await server.stop();
});

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin`);
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).tap();
  await expect(page.getByRole('heading', { name: 'Staff inbox' })).toBeVisible();
}

/**
 * The header cells of a table that a person cannot read whole: cut inside the cell, or reaching
 * past the visible edge of the box the table scrolls in.
 */
async function cutHeaders(table: Locator) {
  return table.locator('th').evaluateAll((cells) =>
    cells
      .filter((cell) => {
        let clip = cell.parentElement!;
        while (clip !== document.body && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement!;
        const frame = clip.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return cell.scrollWidth > cell.clientWidth || box.right > frame.right + 0.5 || box.left < frame.left - 0.5;
      })
      .map((cell) => cell.textContent),
  );
}

test('the inbox stands in its own frame: no shop header, search, cart or footer', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('banner')).toContainText('Verdant Grow Lights');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The inbox's own list search is there; the shop's product search and navigation are not.
  await expect(page.getByLabel(/Search products/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'LED Grow Lights' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Find a Retailer' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the lead and RMA tables show every column header whole, and a lead reads as the form named its fields', async ({ page }) => {
  await signIn(page);
  const leads = page.getByRole('table').filter({ hasText: 'rita@greendepot.example' });
  const lead = leads.getByRole('row').filter({ hasText: 'rita@greendepot.example' });
  await expect(lead).toContainText('Retailer name: Green Depot');
  await expect(lead).toContainText('Company name: Green Depot Garden Supply LLC');
  await expect(lead).toContainText('Role: Store Owner');
  await expect(lead).not.toContainText('customer_type_website');
  expect(await cutHeaders(leads)).toEqual([]);

  await page.getByRole('tab', { name: 'RMAs' }).tap();
  const rmas = page.getByRole('table').filter({ hasText: rmaNumber });
  await expect(rmas).toBeVisible();
  expect(await cutHeaders(rmas)).toEqual([]);
});

test('an RMA photo shows in the detail, and the invoice opens for reading or downloads', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'RMAs' }).tap();
  await page.getByRole('button', { name: rmaNumber }).tap();
  const detail = page.getByRole('dialog', { name: rmaNumber });

  const photo = detail.getByRole('img', { name: 'ballast.png' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(detail).toContainText('LED (Not applicable): Yes');
  await expect(detail).toContainText('Resolution: Credit');
  await expect(detail).not.toContainText('reflector_led');

  // The invoice opens in the browser's own viewer, served for display; it still downloads.
  const open = detail.getByRole('link', { name: 'Open invoice.pdf' });
  await expect(open).toHaveAttribute('target', '_blank');
  const shown = await page.request.get(new URL((await open.getAttribute('href'))!, server.url).href);
  expect(shown.headers()['content-disposition']).toMatch(/^inline;/);
  expect(shown.headers()['content-type']).toBe('application/pdf');
  await expect(detail.getByRole('link', { name: 'Download invoice.pdf' })).toBeVisible();
});
