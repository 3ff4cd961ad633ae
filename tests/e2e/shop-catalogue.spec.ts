import { expect, openInApp, test, type Page } from './support/test';
import { activeProducts, priceOf, stockOf, usd, wattsOf, withStock, type ShopProduct } from './support/shop-products';

// The service worker would answer /api/products itself, out of reach of page.route.
test.use({ serviceWorkers: 'block' });

let products: ShopProduct[];
test.beforeAll(async ({ request }) => {
  products = await activeProducts(request);
});

const grid = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const cards = (page: Page, name: string) => grid(page, name).getByRole('article');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const namesOf = (list: ShopProduct[]) => list.map((product) => product.item_name).sort();

async function expectCards(page: Page, listName: string, expected: ShopProduct[]) {
  await expect(cards(page, listName)).toHaveCount(expected.length);
  const shown = await cards(page, listName).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  expect(shown.sort()).toEqual(namesOf(expected));
}

test('a category in the query shows its shelf, banner and heading, without inactive products', async ({ page, request }) => {
  const all = ((await (await request.get('/api/products')).json()) as { items: ShopProduct[] }).items;
  const inactiveHid = all.find((p) => p.category === 'HID Lighting' && !(p.subcategory && p.subcategory !== 'Inactive'));
  await page.goto('/categories?category=hid-lighting');
  await expect(page.getByRole('heading', { level: 1, name: 'HID Lighting' })).toBeVisible();
  await expect(page.getByText(/Double-ended HPS and CMH fixtures/)).toBeVisible();
  await expectCards(page, 'HID Lighting', products.filter((p) => p.category === 'HID Lighting'));
  if (inactiveHid) await expect(page.getByRole('article', { name: inactiveHid.item_name })).toHaveCount(0);
});

test('an old hash link is read as a category and moved into the query', async ({ page }) => {
  await page.goto('/categories#lamps');
  await expect(page).toHaveURL(/\/categories\?category=grow-light-bulbs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grow Light Bulbs' })).toBeVisible();
  await page.goto('/categories#environmental-controllers');
  await expect(page).toHaveURL(/\/categories\?category=controllers$/);
  await expectCards(page, 'Controllers', products.filter((p) => p.category === 'Controllers'));
});

test('/products opens the same catalogue', async ({ page }) => {
  await page.goto('/products?category=led-grow-lights');
  await expect(page).toHaveURL(/\/categories\?category=led-grow-lights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'LED Grow Lights' })).toBeVisible();
});

test('choosing a category navigates; choosing it again returns to All Products', async ({ page }) => {
  await page.goto('/categories');
  await expect(cards(page, 'All Products')).toHaveCount(products.length);
  await sidebar(page).getByRole('button', { name: 'Controllers' }).click();
  await expect(page).toHaveURL(/\/categories\?category=controllers$/);
  await expect(sidebar(page).getByRole('button', { name: 'Controllers' })).toHaveAttribute('aria-pressed', 'true');
  await sidebar(page).getByRole('button', { name: 'Controllers' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});

test('each card shows its stock line and Out of Stock disables Add to Cart', async ({ page }) => {
  await page.goto('/categories');
  const cases: [ShopProduct, string | RegExp][] = [
    [withStock(products, 0), 'Out of Stock'],
    [withStock(products, 1, 4), ''],
    [withStock(products, 5, 9), ''],
    [withStock(products, 10, 100000), 'In Stock'],
  ];
  cases[1][1] = `Only ${stockOf(cases[1][0])} left`;
  cases[2][1] = `${stockOf(cases[2][0])} in stock`;
  for (const [product, text] of cases) {
    const card = page.getByRole('article', { name: product.item_name, exact: true });
    await expect(card.getByText(text, { exact: true })).toBeVisible();
    await expect(card.getByText(usd(priceOf(product)), { exact: true })).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', `/product/${encodeURIComponent(product.sku)}`);
    const button = card.getByRole('button', { name: 'Add to Cart' });
    if (stockOf(product) === 0) await expect(button).toBeDisabled();
    else await expect(button).toBeEnabled();
  }
});

test('wattage, voltage and price filters narrow the list and live in the URL', async ({ page }) => {
  await page.goto('/categories');
  const side = sidebar(page);

  await side.getByRole('button', { name: '300W', exact: true }).click();
  await expect(page).toHaveURL(/watts=300-399/);
  const band300 = products.filter((p) => (wattsOf(p) ?? -1) >= 300 && (wattsOf(p) ?? -1) < 400);
  await expectCards(page, 'All Products', band300);
  await side.getByRole('button', { name: '+1000W' }).click();
  await expectCards(page, 'All Products', products.filter((p) => (wattsOf(p) ?? -1) >= 1000));
  await side.getByRole('button', { name: '+1000W' }).click();
  await expect(page).not.toHaveURL(/watts=/);

  await side.getByRole('button', { name: '432-505V' }).click();
  await expect(page).toHaveURL(/voltage=432-505V/);
  await expectCards(page, 'All Products', products.filter((p) => p.voltage_range === '432-505V'));
  await side.getByRole('button', { name: '432-505V' }).click();

  const max = side.getByRole('textbox', { name: 'Max price' });
  await max.fill('40');
  await max.press('Enter');
  await expect(page).toHaveURL(/max=40/);
  await expectCards(page, 'All Products', products.filter((p) => priceOf(p) <= 40));
  const min = side.getByRole('textbox', { name: 'Min price' });
  await min.fill('500');
  await min.blur();
  // The minimum may not pass the maximum.
  await expect(min).toHaveValue('$40');
  await expect(page).toHaveURL(/min=40/);
  await max.fill('9000');
  await max.press('Enter');
  await expect(max).toHaveValue('$3000');
});

test('cord subcategories show under Cords & Accessory and clear when leaving it', async ({ page }) => {
  await page.goto('/categories?category=cords-accessories');
  const side = sidebar(page);
  await side.getByRole('button', { name: 'iLX Cords' }).click();
  await expect(page).toHaveURL(/category=cords-accessories.*sub=ilx-cords|sub=ilx-cords.*category=cords-accessories/);
  await expectCards(page, 'Cords & Accessory', products.filter((p) => p.cord_type === 'ilx-cords'));
  await side.getByRole('button', { name: 'LED Grow Lights' }).click();
  await expect(page).toHaveURL(/\/categories\?category=led-grow-lights$/);
  await expect(side.getByRole('button', { name: 'iLX Cords' })).toHaveCount(0);
});

test('filters combine, and a combination that matches nothing offers Clear filters', async ({ page }) => {
  await page.goto('/categories?category=led-grow-lights&watts=1000-plus&voltage=100-277V');
  await expectCards(
    page,
    'LED Grow Lights',
    products.filter((p) => p.category === 'LED Grow Lights' && (wattsOf(p) ?? 0) >= 1000 && p.voltage_range === '100-277V'),
  );
  await page.goto('/categories?category=led-grow-lights&voltage=432-505V');
  await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/categories\?category=led-grow-lights$/);
  await expectCards(page, 'LED Grow Lights', products.filter((p) => p.category === 'LED Grow Lights'));
});

test('sorting is price high to low by default and low to high on request', async ({ page }) => {
  const prices = products.map(priceOf);
  await page.goto('/categories');
  const first = cards(page, 'All Products').first();
  await expect(first.getByText(usd(Math.max(...prices)), { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(first.getByText(usd(Math.min(...prices)), { exact: true })).toBeVisible();
  await expect(cards(page, 'All Products').last().getByText(usd(Math.max(...prices)), { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a drawer and apply on Apply Filters', async ({ page }) => {
    await page.goto('/categories');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'HID Lighting' }).click();
    await drawer.getByRole('button', { name: '249-305V' }).click();
    // A draft until applied.
    await expect(page).toHaveURL(/\/categories$/);
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/category=hid-lighting/);
    await expectCards(page, 'HID Lighting', products.filter((p) => p.category === 'HID Lighting' && p.voltage_range === '249-305V'));
  });
});

test('a filter section collapses and expands', async ({ page }) => {
  await page.goto('/categories');
  const toggle = sidebar(page).getByRole('button', { name: 'Voltage' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByRole('button', { name: '120-277V' })).toBeHidden();
  await toggle.click();
  await expect(sidebar(page).getByRole('button', { name: '120-277V' })).toBeVisible();
});

test('an empty catalogue and a failed load each say so', async ({ page }) => {
  await page.route('**/api/products', (route) => route.fulfill({ json: { items: [] } }));
  await openInApp(page, '/categories');
  await expect(page.getByRole('heading', { name: 'No products available' })).toBeVisible();
  await expect(page.getByText('Only items with 2 or more units in stock are shown.')).toBeVisible();
  await expect(
    page.getByText('No products available at this moment. Please check back later or contact us for more information'),
  ).toBeVisible();

  await page.unroute('**/api/products');
  await page.route('**/api/products', (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
  await openInApp(page, '/categories');
  await expect(page.getByRole('heading', { name: 'Error loading products' })).toBeVisible();
  await expect(page.getByText('Failed to fetch products')).toBeVisible();
});

test.describe('scrolling to the top when the URL names a category', () => {
  const recordScrolls = (page: Page) =>
    page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __scrolls: unknown[] }).__scrolls = calls;
      const original = window.scrollTo.bind(window);
      window.scrollTo = ((...args: unknown[]) => {
        calls.push(args[0]);
        (original as (...a: unknown[]) => void)(...args);
      }) as typeof window.scrollTo;
    });
  const lastScroll = (page: Page) =>
    page.evaluate(() => {
      const calls = (window as unknown as { __scrolls: { behavior?: string; top?: number }[] }).__scrolls;
      return calls[calls.length - 1];
    });

  test('glides to the top', async ({ page }) => {
    await recordScrolls(page);
    await page.goto('/categories');
    await cards(page, 'All Products').first().waitFor();
    await sidebar(page).getByRole('button', { name: 'HID Lighting' }).click();
    await expect(page).toHaveURL(/category=hid-lighting/);
    await expect.poll(() => lastScroll(page)).toMatchObject({ top: 0, behavior: 'smooth' });
  });

  test('jumps instead for people who asked for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordScrolls(page);
    await page.goto('/categories');
    await cards(page, 'All Products').first().waitFor();
    await sidebar(page).getByRole('button', { name: 'HID Lighting' }).click();
    await expect(page).toHaveURL(/category=hid-lighting/);
    await expect.poll(() => lastScroll(page)).toMatchObject({ top: 0, behavior: 'instant' });
  });
});
