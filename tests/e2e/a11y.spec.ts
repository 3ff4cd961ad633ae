import { expect, test, type Locator, type Page } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { choose } from './support/forms';
import { activeProducts, withStock, type ShopProduct } from './support/shop-products';
import { blockVideoHosts } from './support/video-hosts';

/**
 * axe-core over every route and every open state a visitor can reach: no serious or critical
 * violation. Every rule axe runs by default is on; none is disabled.
 */

test.use({ serviceWorkers: 'block' });
// axe reads every element of a page, which takes tens of seconds on the home page of a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => blockVideoHosts(page));

let products: ShopProduct[];
test.beforeAll(async ({ request }) => {
  products = await activeProducts(request);
});

/**
 * Every field marked invalid names its error through aria-describedby, so a screen reader reads
 * the error with the field. Returns how many fields are invalid.
 */
async function expectErrorsAnnounced(scope: Locator) {
  const invalid = await scope.locator('[aria-invalid="true"]').evaluateAll((fields) =>
    fields.map((field) => ({
      field: field.getAttribute('name') ?? field.id,
      described: (field.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim(),
    })),
  );
  expect(invalid.filter(({ described }) => !described)).toEqual([]);
  return invalid.length;
}

/** Every file route, with real params, and what shows once its content has arrived. */
const ROUTES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'Follow Us' }) },
  { path: '/categories', ready: (page) => page.getByRole('article').first() },
  { path: '/categories?category=cords-accessories', ready: (page) => page.getByRole('article').first() },
  { path: '/product/IL-L1050MS', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/product-family', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/led-grow-lights', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/hid-lighting', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/controllers', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/grow-room-accessories', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/ilogic-plus-1050w', ready: (page) => page.getByRole('button', { name: 'SPEC SHEET' }) },
  { path: '/ilogic-plus-340w', ready: (page) => page.getByRole('button', { name: 'SPEC SHEET' }) },
  { path: '/cannabis-cultivation', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/floriculture-market', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/led-grow-lights-market', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/microgreens-market', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/vertical-farming', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/led-rebates-and-incentives', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/usa-retailers', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/canadian-retailers', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/support', ready: (page) => page.getByRole('tabpanel') },
  { path: '/technical-support', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/search?q=ilogic', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/cart', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/checkout', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/rma', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/offline', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/outbox', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/admin', ready: (page) => page.getByRole('form', { name: 'Staff sign-in' }) },
  { path: '/no-such-page', ready: (page) => page.getByRole('heading', { level: 1 }) },
];

for (const width of [1280, 390]) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of ROUTES) {
      test(route.path, async ({ page }) => {
        await page.goto(route.path);
        await expect(route.ready(page).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expectNoSeriousViolations(page);
      });
    }
  });
}

test.describe('open states', () => {
  test('cart with items', async ({ page }) => {
    await page.goto('/product/IL-L1050MS');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: /^Increase quantity/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('catalogue request modal', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'DOWNLOAD OUR CATALOG' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download Our Catalog' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'SEND' }).click();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    expect(await expectErrorsAnnounced(dialog)).toBeGreaterThan(1);
    await expectNoSeriousViolations(page);
  });

  test('document request modal', async ({ page }) => {
    const product = products.find((item) => item.spec_sheet)!;
    await page.goto(`/product/${product.sku}`);
    await page.getByRole('button', { name: 'Spec Sheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Product Documents' });
    await dialog.getByRole('button', { name: 'REQUEST DOCUMENTS' }).click();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    expect(await expectErrorsAnnounced(dialog)).toBeGreaterThan(1);
    await choose(dialog, 'Country', 'Canada');
    await expectNoSeriousViolations(page);
  });

  test('notify modal', async ({ page }) => {
    const out = withStock(products, 0, 0, (p) => p.category === 'LED Grow Lights' || p.category === 'HID Lighting');
    await page.goto(`/product/${out.sku}`);
    await page.getByRole('button', { name: 'Notify When Available' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify When Available' });
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);
  });

  test('download dialog of a landing page', async ({ page }) => {
    await page.goto('/ilogic-plus-1050w');
    await page.getByRole('button', { name: 'SPEC SHEET' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('live-search list', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('ilogic');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expectNoSeriousViolations(page);
  });

  test('RMA form with its error summary', async ({ page }) => {
    await page.goto('/rma');
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the following errors:' })).toBeFocused();
    expect(await expectErrorsAnnounced(page.getByRole('main'))).toBeGreaterThan(3);
    await expectNoSeriousViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('mobile menu drawer', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('filter drawer', async ({ page }) => {
      await page.goto('/categories');
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
});
