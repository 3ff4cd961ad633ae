import { expect, test, type Locator, type Page } from './support/test';

/**
 * Every select of every form, set by tapping on phones and a tablet with a touch screen: the
 * option is chosen, the page never scrolls sideways, and a modal holds still while a select has
 * focus.
 */

const SCREENS = [
  { name: '360 px phone', viewport: { width: 360, height: 780 }, isMobile: true },
  { name: '390 px phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: '1024 px tablet', viewport: { width: 1024, height: 768 }, isMobile: false },
];

/**
 * Watches the page for a second while a select has focus: the document never gets wider than
 * the screen, and the dialog (if any) never moves.
 */
async function expectSteady(page: Page) {
  const samples = await page.evaluate(async () => {
    const seen: { overflow: number; dialog: string | null }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const rect = [...document.querySelectorAll('[role="dialog"]')].find((dialog) => dialog.checkVisibility())?.getBoundingClientRect();
      seen.push({
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        dialog: rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',') : null,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return seen;
  });
  expect(samples.map(({ overflow }) => overflow).filter((overflow) => overflow > 0), 'the page scrolls sideways').toEqual([]);
  expect(new Set(samples.map(({ dialog }) => dialog)).size, 'the dialog moves').toBe(1);
}

/**
 * Taps a select, checks the page holds still, and chooses the option as the phone's own picker
 * does (a browser under test opens no picker).
 */
async function tapChoose(page: Page, scope: Locator, label: string | RegExp, option: string) {
  const select = scope.getByRole('combobox', { name: label });
  await select.tap();
  await expect(select).toBeFocused();
  await expectSteady(page);
  await select.selectOption({ label: option });
  await expect(select.locator('option:checked')).toHaveText(option);
}

async function productWithSpecSheet(page: Page) {
  const { items } = (await (await page.request.get('/api/products')).json()) as { items: { sku: string; spec_sheet?: string | null }[] };
  return items.find((item) => item.spec_sheet)!.sku;
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: true });

    test('the catalogue modal and the free light layout form', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'DOWNLOAD OUR CATALOG' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Download Our Catalog' });
      await tapChoose(page, dialog, /User type/, 'Retailer');
      await tapChoose(page, dialog, /Country/, 'Canada');
      await tapChoose(page, dialog, /Province/, 'Ontario');
      await dialog.getByRole('button', { name: 'Close' }).tap();
      await expect(dialog).toBeHidden();

      const form = page.locator('#free-light-layout-form');
      await form.scrollIntoViewIfNeeded();
      await tapChoose(page, form, /User type/, 'Hobbyist');
      await tapChoose(page, form, /Country/, 'Canada');
      await tapChoose(page, form, /Province/, 'Alberta');
    });

    test('the document request modal', async ({ page }) => {
      await page.goto(`/product/${await productWithSpecSheet(page)}`);
      await page.getByRole('button', { name: 'Spec Sheet' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Request Product Documents' });
      await tapChoose(page, dialog, /Customer type/, 'Cultivator');
      await tapChoose(page, dialog, /State/, 'Alaska');
      await tapChoose(page, dialog, /Country/, 'Canada');
      await tapChoose(page, dialog, /Province/, 'Quebec');
    });

    test('the retailer inquiry, rebate and return forms', async ({ page }) => {
      await page.goto('/usa-retailers');
      const inquiry = page.locator('#retailer-inquiry-form');
      await inquiry.scrollIntoViewIfNeeded();
      await tapChoose(page, inquiry, /Role/, 'Buyer');
      await tapChoose(page, inquiry, /State/, 'Oregon');

      await page.goto('/led-rebates-and-incentives');
      const rebate = page.getByRole('form', { name: 'Contact Us' });
      await tapChoose(page, rebate, /Rebate category/, 'HVAC');
      await tapChoose(page, rebate, /State/, 'Ohio');

      await page.goto('/rma');
      const line = page.getByRole('group', { name: 'Product 1', exact: true });
      await tapChoose(page, line, 'Product', 'HYPERMOL 720W');
      await tapChoose(page, line, 'Voltage', '480V');
    });
  });
}
