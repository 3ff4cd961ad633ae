import { expect, test, type APIRequestContext, type Page } from './support/test';

/** The header's live search and the /search page (01 §2.3, §4.5, §8), against the real catalogue. */

interface ApiProduct {
  item_name: string;
  sku: string;
  category?: string;
  brand?: string;
}

// The service worker would answer /api/products from its own cache, out of page.route's reach.
test.use({ serviceWorkers: 'block' });

let catalogue: ApiProduct[] = [];

test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  catalogue = ((await response.json()) as { items: ApiProduct[] }).items;
  expect(catalogue.length).toBeGreaterThan(5);
});

/** The catalogue's own answer to a query: case-insensitive substring of name, SKU, category or brand. */
const matchesOf = (text: string) => {
  const needle = text.trim().toLowerCase();
  return catalogue.filter((product) =>
    [product.item_name, product.sku, product.category, product.brand].some((field) =>
      field?.toLowerCase().includes(needle),
    ),
  );
};

/** A query the catalogue answers with a number of products the test needs. */
function queryWith(accept: (count: number) => boolean): string {
  const candidates = catalogue.flatMap((product) => [
    product.sku,
    product.sku.slice(0, 4),
    product.sku.slice(0, 6),
    ...product.item_name.split(/\s+/),
    product.category ?? '',
  ]);
  const query = candidates.find((candidate) => candidate.trim().length >= 2 && accept(matchesOf(candidate).length));
  if (!query) throw new Error('the catalogue has no query with the wanted number of matches');
  return query.toLowerCase();
}

const box = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('banner').getByRole('option');

async function openHome(page: Page) {
  const products = page.waitForResponse((response) => response.url().endsWith('/api/products'));
  await page.goto('/');
  await box(page).focus();
  await products;
}

test('fetches the catalogue only once the box is used', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/products') calls.push(request.url());
  });
  // A page of the frame alone: nothing but the search could ask for the catalogue there.
  await page.goto('/no-such-page');
  await expect(box(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  await box(page).click();
  await expect.poll(() => calls.length).toBe(1);
});

test('shows "Searching..." for 300 ms after typing, then the suggestions', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  // From here on the page's time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 60_000);
  const query = queryWith((count) => count >= 1);
  await box(page).fill(query);
  await expect(page.getByText('Searching...')).toBeVisible();
  await page.clock.runFor(290);
  await expect(page.getByText('Searching...')).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(page.getByText('Searching...')).toBeHidden();
  await expect(suggestions(page)).toHaveCount(Math.min(5, matchesOf(query).length));
});

test('each suggestion shows name, SKU, price, image and category', async ({ page }) => {
  await openHome(page);
  const [product] = matchesOf('IL-L1050MS');
  await box(page).fill('IL-L1050MS');
  const option = suggestions(page).first();
  await expect(option).toContainText(product.item_name);
  await expect(option).toContainText('IL-L1050MS');
  await expect(option).toContainText(product.category!);
  await expect(option).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);
  const image = option.locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', /\d+/);
});

test('text under 2 characters shows nothing', async ({ page }) => {
  await openHome(page);
  await box(page).fill(' l ');
  await page.waitForTimeout(500);
  await expect(page.getByText('Searching...')).toBeHidden();
  await expect(suggestions(page)).toHaveCount(0);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

test('says so when nothing matches', async ({ page }) => {
  await openHome(page);
  await box(page).fill('qqzzxx');
  await expect(page.getByText('No products found for "qqzzxx"')).toBeVisible();
  await expect(suggestions(page)).toHaveCount(0);
});

test('the hint shows with exactly 5 suggestions, and not with fewer', async ({ page }) => {
  await openHome(page);
  await box(page).fill(queryWith((count) => count >= 5));
  await expect(suggestions(page)).toHaveCount(5);
  await expect(page.getByText('Press Enter to see all results')).toBeVisible();

  await box(page).fill(queryWith((count) => count >= 1 && count < 5));
  await expect(suggestions(page).first()).toBeVisible();
  expect(await suggestions(page).count()).toBeLessThan(5);
  await expect(page.getByText('Press Enter to see all results')).toBeHidden();
});

test('clicking a suggestion opens its product and clears the box', async ({ page }) => {
  await openHome(page);
  const query = queryWith((count) => count >= 2);
  const second = matchesOf(query)[1];
  await box(page).fill(query);
  await suggestions(page).nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/product/${second.sku}$`));
  await expect(box(page)).toHaveValue('');
  await expect(suggestions(page)).toHaveCount(0);
});

test('Enter opens the product when only one matches', async ({ page }) => {
  await openHome(page);
  const query = queryWith((count) => count === 1);
  await box(page).fill(query);
  await expect(suggestions(page)).toHaveCount(1);
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${matchesOf(query)[0].sku}$`));
  await expect(box(page)).toHaveValue('');
});

test('Enter with no match goes to the results page, which says nothing was found', async ({ page }) => {
  await openHome(page);
  await box(page).fill('qqzzxx');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=qqzzxx$/);
  await expect(page.getByRole('heading', { name: 'Search results for "qqzzxx"' })).toBeVisible();
  await expect(page.getByRole('main').getByText('No products found for "qqzzxx"')).toBeVisible();
});

test('the results page lists every match, each linking to its product', async ({ page }) => {
  const query = queryWith((count) => count > 5);
  const expected = matchesOf(query);
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(expected.length);
  await expect(page.getByText(`${expected.length} products`, { exact: true })).toBeVisible();
  for (const product of expected) {
    await expect(cards.filter({ hasText: product.item_name }).getByRole('link')).toHaveAttribute('href', `/product/${product.sku}`);
  }
});

test('the see-all hint leads to the results page', async ({ page }) => {
  await openHome(page);
  const query = queryWith((count) => count > 5);
  await box(page).fill(query);
  await page.getByText('Press Enter to see all results').click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=`));
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(matchesOf(query).length);
});

test('a click outside closes the list', async ({ page }) => {
  await openHome(page);
  await box(page).fill(queryWith((count) => count >= 1));
  await expect(suggestions(page).first()).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(suggestions(page)).toHaveCount(0);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

test('arrow keys move the active option, Enter opens it and Escape closes the list', async ({ page }) => {
  await openHome(page);
  const query = queryWith((count) => count >= 3);
  await box(page).fill(query);
  await expect(suggestions(page)).not.toHaveCount(0);

  await box(page).press('ArrowDown');
  await box(page).press('ArrowDown');
  await box(page).press('ArrowDown');
  await box(page).press('ArrowUp');
  const active = suggestions(page).nth(1);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);

  await box(page).press('Escape');
  await expect(suggestions(page)).toHaveCount(0);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(box(page)).toHaveValue(query);

  await box(page).press('ArrowDown');
  await expect(suggestions(page)).not.toHaveCount(0);
  await box(page).press('ArrowDown');
  await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${matchesOf(query)[1].sku}$`));
});

test('a failed catalogue call is logged and the list stays closed', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/products', (route) => route.fulfill({ status: 500, body: '{"error":"down"}' }));
  await page.goto('/');
  await box(page).fill(queryWith((count) => count >= 1));
  await page.waitForTimeout(600);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Searching...')).toBeHidden();
  await expect(page.getByText(/No products found/)).toBeHidden();
  await expect(suggestions(page)).toHaveCount(0);
  expect(errors.some((text) => text.includes('Failed to load products'))).toBe(true);
});

test('a query of digits only reaches the results page as text', async ({ page }) => {
  await openHome(page);
  await box(page).fill('987654');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { name: 'Search results for "987654"' })).toBeVisible();
  await page.goto('/search?q=987654');
  await expect(page.getByRole('heading', { name: 'Search results for "987654"' })).toBeVisible();
  await expect(page.getByRole('main').getByText('No products found for "987654"')).toBeVisible();
});
