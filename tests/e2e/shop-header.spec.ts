import { expect, test, type Page } from './support/test';

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
