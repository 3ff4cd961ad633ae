import { expect, openInApp, test, type Page } from './support/test';

// page.route must see the product calls, so no service worker may answer them first.
test.use({ serviceWorkers: 'block' });

const PAGES = [
  { path: '/ilogic-plus-1050w', id: 9 },
  { path: '/ilogic-plus-700w', id: 8 },
  { path: '/ilogic-plus-1030w', id: 7 },
  { path: '/ilogic-plus-630w', id: 6 },
  { path: '/ilogic-plus-340w', id: 5 },
] as const;

interface Detail {
  sku: string;
  item_name: string;
  hero_title?: string;
  spec_sheet?: string;
  manual?: string;
  specifications: Record<string, string | undefined>;
  physical: { dimensions_formatted: Record<string, string | undefined> };
}

const specTable = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, table: string, label: string) =>
  specTable(page, table).getByRole('row', { name: new RegExp(`^${label}\\b`) }).getByRole('cell');

for (const { path, id } of PAGES) {
  test(`${path} shows product ${id} and its specifications from the server`, async ({ page, request }) => {
    const detail = (await (await request.get(`/api/products/${id}`)).json()) as Detail;
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.hero_title ?? detail.item_name);
    await expect(row(page, 'Product Specifications', 'Model')).toHaveText(detail.specifications.model!);
    await expect(row(page, 'Product Specifications', 'Voltage')).toHaveText(detail.specifications.rated_voltage!);
    await expect(row(page, 'Product Specifications', 'PPF')).toHaveText(detail.specifications.ppf!);
    await expect(row(page, 'Product Specifications', 'Efficacy')).toHaveText(detail.specifications.efficacy!);
    const dimensions = detail.physical.dimensions_formatted;
    await expect(row(page, 'Physical Specifications', 'Length')).toHaveText(dimensions.length!);
    await expect(row(page, 'Physical Specifications', 'Weight')).toHaveText(dimensions.weight!);
    await expect(page.getByRole('img', { name: '5 year warranty' })).toBeVisible();
  });
}

test('the 1050W page shows IL-L1050MS at 3483 µmol/s and a 700px hero', async ({ page }) => {
  await page.goto('/ilogic-plus-1050w');
  await expect(row(page, 'Product Specifications', 'Model')).toHaveText('IL-L1050MS');
  await expect(row(page, 'Product Specifications', 'PPF')).toHaveText('3483 µmol/s');
  await expect(page.getByText('3.05 µmol/J').first()).toBeVisible();
  const hero = page.locator('section[aria-labelledby="landing-title"]');
  expect((await hero.boundingBox())?.height).toBe(700);
});

test('the FS Plus pages state their input range and the 1030W its marketing PPF', async ({ page }) => {
  await page.goto('/ilogic-plus-1030w');
  await expect(page.getByText('FS Plus input: 110V to 277V at 50/60Hz')).toBeVisible();
  await expect(page.getByText('3140 µmol', { exact: true })).toBeVisible();
});

test('a skeleton holds the 700px hero while the product loads', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products/8', async (route) => {
    await held;
    await route.continue();
  });
  await openInApp(page, '/ilogic-plus-700w');
  const loading = page.locator('section[aria-busy="true"]');
  await expect(loading).toBeVisible();
  expect((await loading.boundingBox())?.height).toBe(700);
  await expect(page.getByRole('table')).toHaveCount(0);
  release();
  await expect(specTable(page, 'Product Specifications')).toBeVisible();
  await expect(loading).toHaveCount(0);
});

for (const status of [404, 500]) {
  test(`a ${status} answer shows the Spanish error text and no specifications`, async ({ page }) => {
    await page.route('**/api/products/9', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: '{"error":"Product not found"}' }),
    );
    await openInApp(page, '/ilogic-plus-1050w');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(`Error cargando el producto: Error: ${status}`);
    await expect(alert.locator('[lang="es"]')).toHaveText('Error cargando el producto');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'SPEC SHEET' })).toHaveCount(0);
  });
}

test('missing values fall back to the family figures', async ({ page, request }) => {
  const detail = (await (await request.get('/api/products/9')).json()) as Detail;
  const { ppf: _ppf, ...specifications } = detail.specifications;
  const { weight: _weight, ...dimensions } = detail.physical.dimensions_formatted;
  await page.route('**/api/products/9', (route) =>
    route.fulfill({
      json: { ...detail, specifications: { ...specifications, model: '' }, physical: { dimensions_formatted: dimensions } },
    }),
  );
  await openInApp(page, '/ilogic-plus-1050w');
  await expect(row(page, 'Product Specifications', 'PPF')).toHaveText('2298 µmol/s');
  await expect(row(page, 'Product Specifications', 'Model')).toHaveText('ILOGIC FS PLUS');
  await expect(row(page, 'Physical Specifications', 'Weight')).toHaveText('36.3 lbs 16.5 kg');
  await expect(row(page, 'Product Specifications', 'Efficacy')).toHaveText(detail.specifications.efficacy!);
});

test('the hero BUY NOW and ADD TO CART only log: no navigation, no cart change', async ({ page }) => {
  await page.goto('/ilogic-plus-1050w');
  await expect(specTable(page, 'Product Specifications')).toBeVisible();
  const cartBefore = await page.evaluate(() => localStorage.getItem('cart'));
  const url = page.url();
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') logs.push(message.text());
  });

  await page.getByRole('button', { name: 'BUY NOW' }).click();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();

  await expect.poll(() => logs.length).toBe(2);
  expect(logs[0]).toContain('BUY NOW');
  expect(logs[1]).toContain('ADD TO CART');
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe(cartBefore);
  await expect(page.getByRole('link', { name: 'View in shop' })).toHaveAttribute('href', '/product/IL-L1050MS');
});

test('SPEC SHEET and MANUAL open a download dialog that offers the PDF', async ({ page, request }) => {
  const detail = (await (await request.get('/api/products/9')).json()) as Detail;
  await page.goto('/ilogic-plus-1050w');

  for (const [button, kind, url] of [
    ['SPEC SHEET', 'Spec Sheet', detail.spec_sheet],
    ['MANUAL', 'Manual', detail.manual],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: `${kind}: ${detail.hero_title}` });
    await expect(dialog).toBeVisible();
    const link = dialog.getByRole('link', { name: `Download ${kind}` });
    await expect(link).toHaveAttribute('href', url!);
    expect(url).toMatch(/^\/docs\/.+\.pdf$/);
    const file = await request.get(url!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(dialog).toBeHidden();
  }
});

test('the Plus Controller promo leads to the controller and the controller range', async ({ page }) => {
  await page.goto('/ilogic-plus-630w');
  const promo = page.getByRole('region', { name: 'Plus Controller' });
  await expect(promo).toContainText('up to 256 fixtures per channel on 2 channels');
  await expect(promo).toContainText('Optional 0-10 control with an adapter');
  await expect(promo.getByRole('link', { name: 'BUY NOW' })).toHaveAttribute('href', '/product/IL-RS-485-PLUS');
  await expect(promo.getByRole('link', { name: 'VIEW NOW' })).toHaveAttribute('href', '/controllers');
});

test('an unknown wattage is not a landing page', async ({ page }) => {
  await page.goto('/ilogic-plus-999w');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('on a 390 px phone the page fits the screen width and keeps the 700px hero', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ilogic-plus-340w');
  await expect(specTable(page, 'Physical Specifications')).toBeVisible();
  const hero = page.locator('section[aria-labelledby="landing-title"]');
  expect((await hero.boundingBox())?.height).toBe(700);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
