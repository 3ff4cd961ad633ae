import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { chooseAnswer, chooseFiles, fillRmaForm, group, PHOTO } from './support/forms';

const ENDPOINT = '**/api/uploadrma/create-rma-complete';

const uploadsDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'uploads');
const uploadCount = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0);

const status = (page: Page) => page.getByRole('status');

async function isGreen(locator: Locator) {
  return locator.evaluate((element) => {
    const [red, green] = getComputedStyle(element).color.match(/\d+/g)!.map(Number);
    return green > red;
  });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/rma');
  await expect(page.getByRole('heading', { level: 1, name: 'Return Merchandise Authorization' })).toBeVisible();
});

test('sections follow the order of the layout', async ({ page }) => {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Contact Information',
    'Order Information',
    'Equipment Details',
    'Confirmations',
    'Preferred Resolution',
    'Products',
    'Issue Description',
  ]);
  await expect(group(page, 'Preferred resolution').getByLabel('Equipment Replacement')).toBeChecked();
});

test('a complete request with a PDF invoice and a photo gets an RMA number, then the form resets', async ({ page }) => {
  const before = uploadCount();
  await fillRmaForm(page);
  await expect(page.getByText('invoice.pdf')).toBeVisible();
  await expect(page.getByText('611 Bytes')).toBeVisible();
  await expect(group(page, 'Product 1').getByText('ballast.png')).toBeVisible();
  await chooseAnswer(page, 'Preferred resolution', 'Credit');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(status(page)).toHaveText(/^RMA created successfully! RMA Number: RMA-\d{4}-\d{6}$/);
  expect(await isGreen(status(page))).toBe(true);
  expect(uploadCount()).toBe(before + 2);

  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Choose PDF' })).toBeVisible();
  await expect(group(page, 'Preferred resolution').getByLabel('Equipment Replacement')).toBeChecked();
  await expect(group(page, 'Product 1').getByText('ballast.png')).toHaveCount(0);
  await expect(page.getByRole('group', { name: /^Product \d$/ })).toHaveCount(1);
});

test('an invalid submit sends nothing and lists every error at the top', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/uploadrma/')) sent += 1;
  });
  await page.getByRole('button', { name: 'Submit' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following errors:' });
  await expect(summary).toBeFocused();
  for (const line of [
    'First name: First name is required',
    'Last name: Last name is required',
    'Email: Email is required',
    'Invoice (PDF): Invoice is required',
    'Ballast / LED driver included: Required',
    'Payment agreement: Required',
    'Product 1: Product: Product is required',
    'Product 1: Voltage: Voltage is required',
    'Describe the issue: Issue description is required',
  ]) {
    await expect(summary.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(status(page)).toHaveText('Please correct the errors in the form.');
  expect(await isGreen(status(page))).toBe(false);
  await expect(group(page, 'Reflector included').getByText('Required')).toBeVisible();

  await page.getByLabel('Email').fill('dana@example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(summary.getByText('Email: Invalid email format')).toBeVisible();

  await page.getByLabel('First name').fill('D');
  await expect(summary.getByText('First name: First name is required')).toHaveCount(0);
  await expect(page.getByText('First name is required')).toHaveCount(0);
  expect(sent).toBe(0);
});

test("the packaging text box shows only for 'Other'", async ({ page }) => {
  const other = page.getByLabel('Describe the packaging');
  await expect(other).toHaveCount(0);
  await chooseAnswer(page, 'Returned in the original packaging', 'Other');
  await expect(other).toBeVisible();
  await other.fill('Wrapped on a pallet');
  await chooseAnswer(page, 'Returned in the original packaging', 'No');
  await expect(other).toHaveCount(0);
});

test('product lines are added and removed, never below one', async ({ page }) => {
  const lines = page.getByRole('group', { name: /^Product \d$/ });
  await expect(lines).toHaveCount(1);
  await expect(lines.getByRole('button', { name: /^Remove Product/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(lines).toHaveCount(3);
  await group(page, 'Product 2').getByLabel('Serial numbers').fill('second');
  await group(page, 'Product 3').getByLabel('Serial numbers').fill('third');

  await group(page, 'Product 2').getByRole('button', { name: 'Remove Product 2' }).click();
  await expect(lines).toHaveCount(2);
  await expect(group(page, 'Product 2').getByLabel('Serial numbers')).toHaveValue('third');

  await group(page, 'Product 2').getByRole('button', { name: 'Remove Product 2' }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove Product/ })).toHaveCount(0);
});

test('refused files are announced and left out', async ({ page }) => {
  await chooseFiles(page, page.getByRole('button', { name: 'Choose PDF' }), PHOTO);
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF files are allowed for invoices' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose PDF' })).toBeVisible();
  await expect(page.getByText('ballast.png')).toHaveCount(0);

  const line = group(page, 'Product 1');
  await chooseFiles(page, line.getByRole('button', { name: 'Add files' }), [
    { name: 'setup.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004') },
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    { name: 'ballast.png', mimeType: 'image/png', buffer: fs.readFileSync(PHOTO) },
  ]);
  const notice = line.getByRole('alert');
  await expect(notice).toContainText('File type not allowed: setup.zip');
  await expect(notice).toContainText('The file huge.png is too large. Maximum 10MB for images.');
  await expect(line.getByText('ballast.png')).toBeVisible();
  await expect(line.getByText('setup.zip', { exact: true })).toHaveCount(0);

  await line.getByRole('button', { name: 'Remove ballast.png' }).click();
  await expect(line.getByText('ballast.png')).toHaveCount(0);
});

test('a server error keeps everything and shows a red message', async ({ page }) => {
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Upstream exploded' }));
  await fillRmaForm(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(status(page)).toHaveText('Error creating RMA: HTTP Error 500: Upstream exploded. Please try again.');
  expect(await isGreen(status(page))).toBe(false);
  await expect(page.getByLabel('First name')).toHaveValue('Dana');
  await expect(page.getByText('invoice.pdf')).toBeVisible();
  await expect(group(page, 'Product 1').getByText('ballast.png')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('a refusal is red even when the server\'s words say "successfully"', async ({ page }) => {
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 422, json: { error: 'The invoice was not uploaded successfully', details: {} } }));
  await fillRmaForm(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(status(page)).toHaveText('Error creating RMA: The invoice was not uploaded successfully. Please try again.');
  expect(await isGreen(status(page))).toBe(false);
  await expect(page.getByLabel('First name')).toHaveValue('Dana');
});

test('the button reads Submitting... and is disabled while sending', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route(ENDPOINT, async (route) => {
    calls += 1;
    await held;
    await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ rma: { rma_number: 'RMA-2026-000777' } }) });
  });
  await fillRmaForm(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const busy = page.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeAttached();
  // A second submit while the first is in flight (e.g. Enter in a field) must not send again.
  await page
    .locator('form')
    .filter({ has: busy })
    .evaluate((form: HTMLFormElement) => form.requestSubmit());
  release();
  await expect(status(page)).toHaveText('RMA created successfully! RMA Number: RMA-2026-000777');
  expect(calls).toBe(1);
});
