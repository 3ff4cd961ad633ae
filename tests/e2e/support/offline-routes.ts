import { expect as baseExpect, type Page } from '@playwright/test';
import { ACCESSORIES_INTRO, ACCESSORY_SECTIONS } from '../../../src/shared/content/accessories';
import { ARTICLES } from '../../../src/shared/content/articles';
import { CONTROLLER_FAMILIES, HID_FAMILIES, LED_FAMILIES } from '../../../src/content/families';
import { HOME_HERO } from '../../../src/content/home-hero';
import { HOME_TEXT_BLOCK } from '../../../src/content/home';
import { REBATE_FORM_TEXT, REBATES_HERO } from '../../../src/content/rebates';
import { CANADA_PAGE_TEXT, CANADIAN_RETAILERS, DIRECTORY_TEXT, USA_PAGE_TEXT } from '../../../src/content/retailers';
import { HASH_QA } from '../../../src/content/tech-support';
import { TERMS_INTRO } from '../../../src/content/terms';
import { everyRoute } from './routes';

/** Pages render the whole catalogue; a phone (or a busy test machine) may take a while. */
export const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * What each page of the site shows when it works: its own content, not just a heading or a
 * frame. Offline tests open every route and run its check; a route without one fails the test,
 * so a new page is checked too.
 */

export interface CatalogueProduct {
  sku: string;
  item_name: string;
  subcategory?: string | null;
  photo_1?: string | null;
  photo_2?: string | null;
  photo_3?: string | null;
  photo_4?: string | null;
  photo_5?: string | null;
  spec_sheet?: string | null;
  manual?: string | null;
}

export const isActive = (product: CatalogueProduct) => !!product.subcategory && product.subcategory.toLowerCase() !== 'inactive';

/** What a page says when its data did not load: none of it may appear offline. */
export const FAILURE_TEXT = /not found|doesn't exist|error loading|failed to fetch|error cargando|not saved for offline use/i;

const main = (page: Page) => page.getByRole('main');
const productLinks = (page: Page) => main(page).locator('a[href^="/product/"]');

/** A product page: its name, its price and a way to buy it or be told of its return. */
export async function expectProductPage(page: Page, product: CatalogueProduct) {
  await expect(page.getByRole('heading', { level: 1, name: product.item_name }), product.sku).toBeVisible();
  await expect(main(page).getByText(product.sku, { exact: true }).first(), product.sku).toBeVisible();
  await expect(
    main(page).getByRole('button', { name: /^(ADD TO CART|Notify When Available)$/ }).first(),
    product.sku,
  ).toBeVisible();
}

async function familyPage(page: Page, families: typeof LED_FAMILIES) {
  await expect(page.getByRole('heading', { level: 1, name: families.heading })).toBeVisible();
  for (const family of families.families) {
    await expect(page.locator(`section#${family.key}`).getByRole('heading', { name: family.title, level: 2 })).toBeVisible();
  }
  await expect.poll(() => productLinks(page).count()).toBeGreaterThanOrEqual(families.families.length);
}

const CHECKS: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: HOME_HERO.headline })).toBeVisible();
    await expect(page.getByText(HOME_TEXT_BLOCK.claims[0].text)).toBeVisible();
  },
  '/categories': async (page) => {
    await expect(main(page).getByText(/^\d+ products$/)).toBeVisible();
    await expect.poll(() => productLinks(page).count()).toBeGreaterThan(20);
  },
  // /products is the catalogue under its old name: it lands on /categories.
  '/products': async (page) => {
    await expect(page).toHaveURL(/\/categories$/);
    await expect.poll(() => productLinks(page).count()).toBeGreaterThan(20);
  },
  '/product/IL-L1050MS': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: /1050/ })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'ADD TO CART', exact: true })).toBeVisible();
  },
  '/cart': async (page) => {
    await expect(main(page).getByText('Your cart is empty')).toBeVisible();
  },
  // An empty cart has nothing to check out: the page sends the buyer back to the cart.
  '/checkout': async (page) => {
    await expect(page).toHaveURL(/\/cart$/);
    await expect(main(page).getByText('Your cart is empty')).toBeVisible();
  },
  '/support': async (page) => {
    await expect(main(page).getByText(TERMS_INTRO.slice(0, 40))).toBeVisible();
  },
  '/technical-support': async (page) => {
    await expect(main(page).getByText(HASH_QA[0].question)).toBeVisible();
    // The manuals list is read from the catalogue.
    await main(page).getByRole('tab', { name: 'Instruction Manual Links' }).click();
    await expect(main(page).getByRole('button', { name: 'Spec Sheet' }).first()).toBeVisible();
  },
  '/rma': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: /Return Merchandise Authorization/ })).toBeVisible();
    await expect(main(page).getByRole('textbox').first()).toBeVisible();
  },
  '/usa-retailers': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: USA_PAGE_TEXT.title })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: DIRECTORY_TEXT.title })).toBeVisible();
    await expect(main(page).getByText(/^Showing \d+ of \d+ retailers$/)).toBeVisible();
  },
  '/canadian-retailers': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: CANADA_PAGE_TEXT.title })).toBeVisible();
    await expect(main(page).getByText(CANADIAN_RETAILERS[0].name).first()).toBeVisible();
  },
  '/led-grow-lights': (page) => familyPage(page, LED_FAMILIES),
  '/product-family': (page) => familyPage(page, LED_FAMILIES),
  '/hid-lighting': (page) => familyPage(page, HID_FAMILIES),
  '/controllers': (page) => familyPage(page, CONTROLLER_FAMILIES),
  '/grow-room-accessories': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: ACCESSORIES_INTRO.heading })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: ACCESSORY_SECTIONS[0].title })).toBeVisible();
  },
  '/led-rebates-and-incentives': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: REBATES_HERO.heading })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: REBATE_FORM_TEXT.title })).toBeVisible();
    await expect(main(page).getByRole('button', { name: REBATE_FORM_TEXT.submit })).toBeVisible();
  },
  // The landing page's specifications come from the server's record of the fixture.
  '/ilogic-plus-1050w': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: /1050/ })).toBeVisible();
    const specifications = page.getByRole('region', { name: 'Specifications' });
    await expect(specifications.getByText('IL-L1050MS')).toBeVisible();
    await expect(specifications.getByText('3483 µmol/s')).toBeVisible();
  },
  '/planner': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Grow room light planner' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Plan my room' })).toBeVisible();
  },
  '/compare': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Compare lights' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
  },
  '/search': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
  '/offline': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Use Verdant offline' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Save for offline' })).toBeVisible();
  },
  '/outbox': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: /Outbox/ })).toBeVisible();
  },
  '/booth': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Set up booth mode' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Turn on booth mode' })).toBeVisible();
  },
  ...Object.fromEntries(
    ARTICLES.map((article) => [
      article.path,
      async (page: Page) => {
        await expect(page.getByRole('heading', { level: 1, name: article.headline })).toBeVisible();
        await expect(main(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
      },
    ]),
  ),
};

/** Every route a visitor can open, the staff inbox aside (it is never kept offline: decision 142). */
export const VISITOR_ROUTES = everyRoute().filter((route) => route !== '/admin');

/** Opens a route (at `url`, on the test's own server) and checks it shows its real content and no failure. */
export async function expectRouteWorks(page: Page, url: string, route: string) {
  const check = CHECKS[route];
  if (!check) throw new Error(`No content check for ${route}: add one to tests/e2e/support/offline-routes.ts`);
  await page.goto(url);
  await check(page);
  await expect(main(page), route).not.toContainText(FAILURE_TEXT);
}
