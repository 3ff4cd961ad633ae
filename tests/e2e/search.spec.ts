import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * The header's search as a browser runs it: a real form before any script, the results page at
 * its address, and the catalogue's own answers. What the box shows while typing is the unit
 * tests' (src/features/search/live-search.test.tsx).
 */

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

test('a query of digits only reaches the results page as text', async ({ page }) => {
  await openHome(page);
  await box(page).fill('987654');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=987654$/);
  await expect(page.getByRole('heading', { name: 'Search results for "987654"' })).toBeVisible();
  await page.goto('/search?q=987654');
  await expect(page.getByRole('heading', { name: 'Search results for "987654"' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?q=987654');
  await expect(page.getByRole('main').getByText('No products found for "987654"')).toBeVisible();
});

test('before any script runs, the search box is a form that opens the results page', async ({ browser, baseURL }) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await scriptless.newPage();
  await page.goto('/support');
  await box(page).fill('hypermol');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=hypermol$/);
  await expect(page.getByRole('heading', { name: 'Search results for "hypermol"' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await scriptless.close();
});

test('what is typed as the page shows is answered once the page has taken over', async ({ page }) => {
  await page.goto('/support');
  // Typed the moment the box shows, as a person does, whether or not the page has hydrated yet.
  await box(page).pressSequentially('hypermol');
  await expect(suggestions(page).first()).toBeVisible();
  await expect(box(page)).toHaveValue('hypermol');
});
