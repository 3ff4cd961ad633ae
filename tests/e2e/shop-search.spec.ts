import { expect, test, type Page } from './support/test';
import { activeProducts, priceOf, type ShopProduct } from './support/shop-products';

/**
 * Search as a visitor ends it: Enter (or the search button) opens the one product the text names,
 * and otherwise every match, shown like the catalogue, with its cards, sort and filters.
 */

test.use({ serviceWorkers: 'block' });

let products: ShopProduct[];
test.beforeAll(async ({ request }) => {
  products = await activeProducts(request);
});

const matchesOf = (text: string) =>
  products.filter((product) =>
    [product.item_name, product.sku, product.category, product.brand].some(
      (field) => typeof field === 'string' && field.toLowerCase().includes(text.toLowerCase()),
    ),
  );

const box = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('banner').getByRole('option');
const results = (page: Page) => page.getByRole('main').getByRole('list', { name: /^Search results for/ }).getByRole('article');

async function typeInSearch(page: Page, text: string) {
  await page.goto('/');
  await box(page).tap();
  await box(page).fill(text);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('Enter with 5 suggestions lists every match on /search, as catalogue cards', async ({ page }) => {
    const all = matchesOf('led');
    expect(all.length).toBeGreaterThan(5);
    await typeInSearch(page, 'led');
    await expect(suggestions(page)).toHaveCount(5);
    await expect(page.getByText('Press Enter to see all results')).toBeVisible();

    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=led$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "led"' })).toBeVisible();
    await expect(results(page)).toHaveCount(all.length);
    await expect(page.getByText(`${all.length} products`, { exact: true })).toBeVisible();
    const highest = [...all].sort((a, b) => priceOf(b) - priceOf(a))[0]!;
    await expect(results(page).first()).toHaveAccessibleName(highest.item_name);
    await expect(results(page).first().getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(box(page)).toHaveValue('');
  });

  test('the search button does the same', async ({ page }) => {
    await typeInSearch(page, 'led');
    await expect(page.getByText('Press Enter to see all results')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).tap();
    await expect(page).toHaveURL(/\/search\?q=led$/);
    await expect(results(page)).toHaveCount(matchesOf('led').length);
  });

  test('Enter with a single match opens that product', async ({ page }) => {
    const only = products.find((product) => matchesOf(product.sku).length === 1);
    if (!only) throw new Error('No SKU of the catalogue is matched by itself alone');
    await typeInSearch(page, only.sku);
    await expect(suggestions(page)).toHaveCount(1);
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${only.sku}$`));
    await expect(page.getByRole('heading', { level: 1, name: only.item_name })).toBeVisible();
  });

  test('each suggestion shows its whole name, wattage included', async ({ page }) => {
    const long = matchesOf('hypermol pro');
    expect(long.length).toBeGreaterThan(0);
    await typeInSearch(page, 'hypermol pro');
    await expect(suggestions(page)).toHaveCount(Math.min(long.length, 5));
    for (const product of long.slice(0, 5)) {
      const name = suggestions(page).getByText(product.item_name, { exact: true });
      await expect(name).toBeVisible();
      const clipped = await name.evaluate((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
      expect(clipped, product.item_name).toBe(false);
    }
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the results sort by price and narrow by the catalogue filters, keeping the query', async ({ page }) => {
    const all = matchesOf('led');
    await page.goto('/search?q=led');
    await expect(results(page)).toHaveCount(all.length);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    const cheapest = [...all].sort((a, b) => priceOf(a) - priceOf(b))[0]!;
    await expect(results(page).first()).toHaveAccessibleName(cheapest.item_name);
    await expect(page).toHaveURL(/q=led/);

    const lights = all.filter((product) => product.category === 'LED Grow Lights');
    expect(lights.length).toBeGreaterThan(0);
    expect(lights.length).toBeLessThan(all.length);
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'LED Grow Lights' }).tap();
    await expect(results(page)).toHaveCount(lights.length);
    await expect(page).toHaveURL(/q=led/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "led"' })).toBeVisible();
  });

  test('a numeric search keeps its address as typed, also after sorting', async ({ page }) => {
    const all = matchesOf('1050');
    expect(all.length).toBeGreaterThan(0);
    await page.goto('/search?q=1050');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "1050"' })).toBeVisible();
    await expect(results(page)).toHaveCount(all.length);
    expect(new URL(page.url()).search).toBe('?q=1050');

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/sort=price-asc/);
    expect(new URL(page.url()).search.slice(1).split('&').sort()).toEqual(['q=1050', 'sort=price-asc']);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "1050"' })).toBeVisible();
  });
});
