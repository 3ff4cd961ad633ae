import { expect, openInApp, test, type Page } from './support/test';

test.use({ serviceWorkers: 'block' });

const sectionOf = (page: Page, key: string) => page.locator(`section#${key}`);

test('the LED page shows each family with its details and links', async ({ page }) => {
  await page.goto('/led-grow-lights');
  for (const [key, title] of [
    ['ilogic', 'iLogic Series'],
    ['hypermol', 'HYPERMOL'],
    ['under-canopy', 'Under Canopy'],
    ['ilw', 'iLW'],
    ['led-clone', 'LED Clone'],
  ] as const) {
    const section = sectionOf(page, key);
    await expect(section.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(section.getByRole('img', { name: `${title} logo` })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Find a Retailer' })).toHaveAttribute('href', '/usa-retailers');
  }
  const hypermol = sectionOf(page, 'hypermol');
  await expect(hypermol.getByTestId('product-grid')).toBeVisible();
  await expect(hypermol.locator('a[href="/product/IL-HMOL-1450-PRO"]')).toBeVisible();
});

test('exactly five products become a swipe strip; other counts stay a grid', async ({ page }) => {
  await page.goto('/led-grow-lights');
  const ilogic = sectionOf(page, 'ilogic');
  const strip = ilogic.getByTestId('swipe-strip');
  await expect(strip.getByTestId('family-product')).toHaveCount(5);
  await expect(ilogic.getByText('Swipe horizontally to see more products')).toBeVisible();
  expect(await strip.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
  await expect(sectionOf(page, 'under-canopy').getByTestId('swipe-strip')).toHaveCount(0);
  await expect(page.getByText('Swipe horizontally to see more products')).toHaveCount(1);
});

test('/product-family#under-canopy lands on the Under Canopy section', async ({ page }) => {
  await page.goto('/product-family#under-canopy');
  const section = sectionOf(page, 'under-canopy');
  await expect(section.getByTestId('family-product').first()).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Under Canopy' })).toBeInViewport();
  await expect(sectionOf(page, 'ilogic').getByRole('heading', { name: 'iLogic Series' })).not.toBeInViewport();
});

test('the HID page lists fixtures and lamps and links to all bulbs', async ({ page }) => {
  await page.goto('/hid-lighting');
  for (const title of ['HPS', 'MH lamps', 'DE HPS lamps', 'CMH', 'CMH lamps']) {
    await expect(page.getByRole('heading', { name: title, exact: true, level: 2 })).toBeVisible();
  }
  await expect(sectionOf(page, 'cmh').getByTestId('swipe-strip')).toBeVisible();
  await expect(sectionOf(page, 'de-hps-lamps').locator('a[href="/product/IL-LAMP-DEHPS-750"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop all grow light bulbs' })).toHaveAttribute('href', '/categories?category=grow-light-bulbs');
});

test('the controllers page shows its three families', async ({ page }) => {
  await page.goto('/controllers');
  for (const title of ['Plus controller', 'Touch+ controller', 'Dimmer switch']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  await expect(sectionOf(page, 'touch-controller').locator('a[href="/product/ILUM-CTRL-TC%2B"], a[href="/product/ILUM-CTRL-TC+"]')).toBeVisible();
});

test('a family with no products says they are coming soon', async ({ page }) => {
  await page.route('**/api/products', (route) =>
    route.fulfill({ json: { items: [{ id: 1, sku: 'IL-CLN18', item_name: 'LED Clone 18', subcategory: 'LED Grow Lights' }] } }),
  );
  await openInApp(page, '/led-grow-lights');
  const hypermol = sectionOf(page, 'hypermol');
  await expect(hypermol.getByText('No products found')).toBeVisible();
  await expect(hypermol.getByText('Products for HYPERMOL are coming soon.')).toBeVisible();
  await expect(sectionOf(page, 'led-clone').getByTestId('product-grid')).toBeVisible();
});

test('a failed product load shows the error', async ({ page }) => {
  await page.route('**/api/products', (route) => route.fulfill({ status: 503, body: 'down' }));
  await openInApp(page, '/controllers');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
});
