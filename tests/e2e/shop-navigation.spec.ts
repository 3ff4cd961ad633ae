import { expect, test, type Page } from './support/test';

/** Ways on from a missing product and to the iLogic Plus pages, as a visitor on a phone takes them. */

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const goBack = (page: Page) => page.getByRole('button', { name: 'Go Back' });

test.describe('Go Back on Product Not Found', () => {
  test('returns to the page before, even when the missing product was loaded afresh', async ({ page }) => {
    await page.goto('/led-grow-lights');
    // An address typed into the bar, or a plain link in a description: a full page load.
    await page.goto('/product/NO-SUCH-SKU');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
    await goBack(page).tap();
    await expect(page).toHaveURL(/\/led-grow-lights$/);
  });

  test('opens the shop when the page opened in a tab of its own, with nothing before it', async ({ page, context }) => {
    await page.goto('/support');
    // A link that opens a new tab, as in an e-mail or a chat.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open('/product/NO-SUCH-SKU', '_blank', 'noopener')),
    ]);
    await goBack(tab).tap();
    await expect(tab).toHaveURL(/\/categories$/);
    await expect(tab.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });
});

const LANDING = [
  { sku: 'IL-L1050MS', name: 'Explore the iLogic MS Plus 1050W', href: '/ilogic-plus-1050w' },
  { sku: 'IL-L700MS', name: 'Explore the iLogic MS Plus 700W', href: '/ilogic-plus-700w' },
  { sku: 'IL-L1030FS', name: 'Explore the iLogic FS Plus 1030W', href: '/ilogic-plus-1030w' },
  { sku: 'IL-L630FS', name: 'Explore the iLogic FS Plus 630W', href: '/ilogic-plus-630w' },
  { sku: 'IL-L340FS', name: 'Explore the iLogic FS Plus 340W', href: '/ilogic-plus-340w' },
];
const landingLinks = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Explore the iLogic/ });

test.describe('the iLogic Plus pages', () => {
  for (const { sku, name, href } of LANDING) {
    test(`${href} is linked from the page of ${sku}`, async ({ page }) => {
      await page.goto(`/product/${sku}`);
      await expect(landingLinks(page)).toHaveCount(1);
      await expect(landingLinks(page)).toHaveAccessibleName(name);
      await expect(landingLinks(page)).toHaveAttribute('href', href);
    });
  }

  test('a tap on the link opens the landing page', async ({ page }) => {
    await page.goto('/product/IL-L630FS');
    await landingLinks(page).tap();
    await expect(page).toHaveURL(/\/ilogic-plus-630w$/);
    await expect(page.getByText('Product Specifications', { exact: true })).toBeVisible();
  });

  test('a product with no landing page has no such link', async ({ page }) => {
    await page.goto('/product/IL-HMOL-1450-PRO');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(landingLinks(page)).toHaveCount(0);
  });

  test('the LED family page links every one of them, each under its product', async ({ page }) => {
    await page.goto('/led-grow-lights');
    const family = page.getByRole('list', { name: 'iLogic Series products' });
    for (const { sku, name, href } of LANDING) {
      const item = family.getByRole('listitem').filter({ hasText: `SKU: ${sku}` });
      await expect(item.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(landingLinks(page)).toHaveCount(LANDING.length);
  });
});
