import { fillLead } from './support/forms';
import { offerInstall } from './support/install';
import { goOffline, pendingBadge } from './support/outbox';
import { expect, test, type Locator, type Page } from './support/test';

/** The header and footer fit the screens visitors use: one row of navigation, nothing cut off. */

test.use({ serviceWorkers: 'block' });

const mainNavItems = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('listitem');

for (const touch of [false, true]) {
  test.describe(`a 1024 px landscape tablet${touch ? ' (touch)' : ''}`, () => {
    test.use({ viewport: { width: 1024, height: 768 }, hasTouch: touch });

    test('shows the six main navigation items on one row, under a header of one row each', async ({ page }) => {
      await page.goto('/');
      await expect(mainNavItems(page)).toHaveCount(6);
      const tops = await mainNavItems(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      expect(new Set(tops).size, `item tops: ${tops.join(', ')}`).toBe(1);
      const header = await page.getByRole('banner').boundingBox();
      // Top bar, logo row and one navigation row: 158 px with a mouse, 168 px with 44 px touch targets.
      expect(header!.height).toBeLessThanOrEqual(touch ? 170 : 160);
    });
  });
}

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('keeps the phone number and the e-mail address on one row of the top bar', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const phone = banner.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ });
    const email = banner.getByRole('link', { name: /@/ });
    const [phoneBox, emailBox] = [await phone.boundingBox(), await email.boundingBox()];
    expect(emailBox!.y).toBe(phoneBox!.y);
    expect(emailBox!.x + emailBox!.width).toBeLessThanOrEqual(360);
    const topBarHeight = await banner.evaluate((header) => header.firstElementChild!.getBoundingClientRect().height);
    expect(topBarHeight).toBeLessThanOrEqual(48);
  });

  test('shows every accepted card whole, inside the screen', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('contentinfo').getByRole('list', { name: 'Accepted cards' }).getByRole('img');
    await expect(cards).toHaveCount(4);
    const marks = await cards.evaluateAll((svgs) =>
      svgs.map((svg) => {
        const box = svg.getBoundingClientRect();
        const { width, height } = (svg as SVGSVGElement).viewBox.baseVal;
        // Every drawn part of the mark within the card's own frame.
        const parts = [...svg.querySelectorAll<SVGGraphicsElement>('rect, circle, text')].map((part) => part.getBBox());
        const inside = parts.every((part) => part.x >= 0 && part.y >= 0 && part.x + part.width <= width && part.y + part.height <= height);
        return { name: svg.getAttribute('aria-label'), left: box.left, right: box.right, inside };
      }),
    );
    for (const mark of marks) {
      expect(mark.inside, `${mark.name} drawn within its card`).toBe(true);
      expect(mark.left).toBeGreaterThanOrEqual(0);
      expect(mark.right).toBeLessThanOrEqual(360);
    }
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** Nothing pans sideways, the header's controls sit inside the screen, and the status chip leaves the wordmark alone. */
async function expectHeaderFits(page: Page, state: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${state}: page width`).toBeLessThanOrEqual(innerWidth);
  const banner = page.getByRole('banner');
  const wordmark = await boxOf(banner.getByRole('link', { name: 'Verdant Grow Lights home' }));
  for (const control of [banner.getByRole('link', { name: /^Cart, / }), banner.getByRole('button', { name: 'Search', exact: true }), banner.getByRole('button', { name: 'Open menu' })]) {
    const box = await boxOf(control);
    expect(box.x, `${state}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${state}: right edge`).toBeLessThanOrEqual(innerWidth);
  }
  const status = banner.getByRole('link', { name: /Offline|waiting to send/ });
  if (await status.isVisible()) expect(overlaps(await boxOf(status), wordmark), `${state}: status over the wordmark`).toBe(false);
}

for (const width of [360, 375, 390]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 780 }, hasTouch: true, isMobile: true });

    test('the header fits with items in the cart, an install offer, a form waiting to send and no connection', async ({ page, context }) => {
      await page.goto('/product/IL-L1050MS');
      await page.getByRole('button', { name: 'ADD TO CART', exact: true }).tap();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await expectHeaderFits(page, 'cart with an item');

      // The server cannot be reached: the inquiry waits on this device.
      await page.route('**/api/retailers', (route) => route.abort('connectionrefused'));
      await page.goto('/usa-retailers');
      await offerInstall(page);
      await expectHeaderFits(page, 'install offered');
      const form = page.locator('#retailer-inquiry-form');
      await fillLead(form, { role: 'Buyer', country: 'Canada', state: 'Ontario' });
      await form.getByRole('button', { name: 'SEND' }).tap();
      await expect(pendingBadge(page, 1)).toBeVisible();
      await expectHeaderFits(page, 'one waiting to send');

      await goOffline(page, context);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Offline 1 waiting to send' })).toBeVisible();
      await expectHeaderFits(page, 'offline with one waiting to send');
      await context.setOffline(false);
      await expect(pendingBadge(page, 1)).toBeVisible();

      // The Discard dialog of the outbox keeps clear of the screen's edges.
      await pendingBadge(page, 1).tap();
      await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
      await expectHeaderFits(page, 'outbox');
      await page.getByRole('main').getByRole('button', { name: 'Discard' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Discard this submission?' });
      await expect(dialog).toBeVisible();
      const box = await boxOf(dialog);
      expect(box.x).toBeGreaterThanOrEqual(12);
      expect(box.x + box.width).toBeLessThanOrEqual(width - 12);
      await dialog.getByRole('button', { name: 'Keep it' }).tap();
      await expect(dialog).toBeHidden();
    });
  });
}
