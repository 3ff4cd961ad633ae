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
// The routes are independent of each other: both workers share them.
test.describe.configure({ timeout: 120_000, mode: 'parallel' });

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

/** What a visitor opens on a route, checked in the same page after the route itself. */
type OpenStates = (page: Page) => Promise<void>;

/** Every file route, with real params, what shows once its content has arrived, and its open states. */
const ROUTES: { path: string; ready: (page: Page) => Locator; open?: OpenStates }[] = [
  {
    path: '/',
    ready: (page) => page.getByRole('heading', { name: 'Follow Us' }),
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('ilogic');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await box.press('ArrowDown');
      await expectNoSeriousViolations(page);
      await box.press('Escape');

      await page.getByRole('button', { name: 'DOWNLOAD OUR CATALOG' }).click();
      const dialog = page.getByRole('dialog', { name: 'Download Our Catalog' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'SEND' }).click();
      await expect(dialog.getByText('Full name is required')).toBeVisible();
      expect(await expectErrorsAnnounced(dialog)).toBeGreaterThan(1);
      await expectNoSeriousViolations(page);
    },
  },
  {
    path: '/categories',
    ready: (page) => page.getByRole('article').first(),
    open: async (page) => {
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      await expectNoSeriousViolations(page);
    },
  },
  { path: '/categories?category=cords-accessories', ready: (page) => page.getByRole('article').first() },
  {
    path: '/product/IL-L1050MS',
    ready: (page) => page.getByRole('heading', { level: 1 }),
    open: async (page) => {
      await page.getByRole('button', { name: 'Spec Sheet' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request Product Documents' });
      await dialog.getByRole('button', { name: 'REQUEST DOCUMENTS' }).click();
      await expect(dialog.getByText('Full name is required')).toBeVisible();
      expect(await expectErrorsAnnounced(dialog)).toBeGreaterThan(1);
      await choose(dialog, 'Country', 'Canada');
      await expectNoSeriousViolations(page);
    },
  },
  { path: '/product-family', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/led-grow-lights', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/hid-lighting', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/controllers', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/grow-room-accessories', ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/ilogic-plus-1050w',
    ready: (page) => page.getByRole('button', { name: 'SPEC SHEET' }),
    open: async (page) => {
      await page.getByRole('button', { name: 'SPEC SHEET' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page);
    },
  },
  { path: '/ilogic-plus-340w', ready: (page) => page.getByRole('button', { name: 'SPEC SHEET' }) },
  { path: '/cannabis-cultivation', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/floriculture-market', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/led-grow-lights-market', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/microgreens-market', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/vertical-farming', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/led-rebates-and-incentives', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/planner?width=10&length=10', ready: (page) => page.getByRole('heading', { level: 3 }) },
  { path: '/compare?skus=IL-L1050MS,IL-L700MS', ready: (page) => page.getByRole('table') },
  { path: '/usa-retailers', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/canadian-retailers', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/support', ready: (page) => page.getByRole('tabpanel') },
  { path: '/technical-support', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/search?q=ilogic', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/cart', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/checkout', ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/rma',
    ready: (page) => page.getByRole('heading', { level: 1 }),
    open: async (page) => {
      await page.getByRole('button', { name: /submit/i }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Please correct the following errors:' })).toBeFocused();
      expect(await expectErrorsAnnounced(page.getByRole('main'))).toBeGreaterThan(3);
      await expectNoSeriousViolations(page);
    },
  },
  { path: '/offline', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/outbox', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/admin', ready: (page) => page.getByRole('form', { name: 'Staff sign-in' }) },
  { path: '/no-such-page', ready: (page) => page.getByRole('heading', { level: 1 }) },
];

// Each route once on a phone, where the menu, the drawers and the narrowest layout are; the wide
// layout's own parts (the navigation bar, the grids) once on the pages that have them.
test.describe('every route and what opens on it, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const route of ROUTES) {
    test(route.path, async ({ page }) => {
      await page.goto(route.path);
      await expect(route.ready(page).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectNoSeriousViolations(page);
      await route.open?.(page);
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the home page, the catalogue, a product and the RMA form', async ({ page }) => {
    for (const route of ROUTES.filter(({ path }) => ['/', '/categories', '/product/IL-L1050MS', '/rma'].includes(path))) {
      await page.goto(route.path);
      await expect(route.ready(page).first(), route.path).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });

  test('a cart with items', async ({ page }) => {
    await page.goto('/product/IL-L1050MS');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('button', { name: 'ADDED!' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('button', { name: /^Increase quantity/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the notify modal of a product out of stock', async ({ page }) => {
    const out = withStock(products, 0, 0, (p) => p.category === 'LED Grow Lights' || p.category === 'HID Lighting');
    await page.goto(`/product/${out.sku}`);
    await page.getByRole('button', { name: 'Notify When Available' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify When Available' });
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);
  });
});
