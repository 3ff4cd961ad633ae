import { expect, test, type Page } from './support/test';

/** What the shared frame, header and footer, must show on every page. */

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

test('on a slow link the header is usable before the page has arrived', async ({ page, request }) => {
  // The outbox renders in the browser only. The entry and its preloads are named in the shell
  // (index.html); every other chunk (the page's own) is held back.
  const html = await (await request.get('/index.html')).text();
  const entry = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!entry.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });

  await page.goto('/outbox', { waitUntil: 'commit' });
  await expect(header(page).getByRole('combobox', { name: 'Search products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
});

test.describe('header', () => {
  test('top bar, logo, main navigation, search and cart on the home page', async ({ page }) => {
    await page.goto('/');
    const top = header(page).getByRole('navigation', { name: 'Quick links' });
    await expect(top.getByRole('link', { name: 'Find a Retailer' })).toHaveAttribute('href', '/usa-retailers');
    await expect(top.getByRole('link', { name: 'Commercial Rebates' })).toHaveAttribute(
      'href',
      '/led-rebates-and-incentives',
    );
    await expect(header(page).getByRole('link', { name: '(805) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+18055550147',
    );
    await expect(header(page).getByRole('link', { name: 'sales@verdantgrowlights.com' })).toHaveAttribute(
      'href',
      'mailto:sales@verdantgrowlights.com',
    );

    const logo = header(page).getByRole('link', { name: 'Verdant Grow Lights home' });
    await expect(logo).toHaveAttribute('href', '/');
    await expect(logo.getByRole('img', { name: 'Verdant Grow Lights' })).toBeVisible();
    expect(await logo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const nav = header(page).getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['LED Grow Lights', '/led-grow-lights'],
      ['HID Lighting', '/hid-lighting'],
      ['Controllers', '/controllers'],
      ['Cords & Accessories', '/categories?category=cords-accessories'],
      ['Grow Light Bulbs', '/categories?category=grow-light-bulbs'],
      ['Shop', '/categories'],
    ];
    await expect(nav.getByRole('link')).toHaveCount(expected.length);
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await expect(header(page).getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
  });

  test('a main navigation link opens its page', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
  });
});

test.describe('cart badge', () => {
  test('is hidden while the cart is empty', async ({ page }) => {
    await page.goto('/');
    const cart = header(page).getByRole('link', { name: 'Cart, 0 items' });
    await expect(cart).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('shows the number of items of the saved cart, without moving the header', async ({ page }) => {
    await page.goto('/');
    const emptyBox = await header(page)
      .getByRole('link', { name: /^Cart,/ })
      .boundingBox();

    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify({
          items: [
            { id: 9, name: 'iLogic MS Plus 1050W LED Grow Light', price: 1599, model: 'IL-L1050MS', quantity: 2 },
            { id: 7, name: 'iLogic FS Plus 1030W LED Grow Light', price: 1499, model: 'IL-L1030FS', quantity: 1 },
          ],
          totalItems: 3,
          totalPrice: 4697,
        }),
      ),
    );
    await page.reload();

    const cart = header(page).getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId('cart-count')).toHaveText('3');
    expect(await cart.boundingBox()).toEqual(emptyBox);
  });
});

test.describe('footer', () => {
  test('retailer call to action, contact details and the link columns', async ({ page }) => {
    await page.goto('/');
    const foot = footer(page);
    await expect(foot.getByRole('link', { name: 'Find a Retailer' })).toHaveAttribute('href', '/usa-retailers');

    await expect(foot.getByRole('link', { name: '(805) 555-0147' })).toHaveAttribute('href', 'tel:+18055550147');
    await expect(foot.getByRole('link', { name: 'sales@verdantgrowlights.com' })).toHaveAttribute(
      'href',
      'mailto:sales@verdantgrowlights.com',
    );
    await expect(foot.locator('address')).toContainText('Oxnard, CA 93030');

    const columns: Record<string, [string, string][]> = {
      Support: [
        ['Technical Support', '/technical-support'],
        ['RMA', '/rma'],
        ['Terms & Conditions', '/support?section=terms'],
        ['Warranty', '/support?section=warranty'],
        ['Rebates', '/led-rebates-and-incentives'],
      ],
      Company: [
        ['Retailers USA', '/usa-retailers'],
        ['Retailers Canada', '/canadian-retailers'],
        ['Under Canopy', '/product-family#under-canopy'],
      ],
      'Popular Searches': [
        ['iLogic MS Plus 1050W LED Grow Light', '/product/IL-L1050MS'],
        ['iLogic FS Plus 1030W LED Grow Light', '/product/IL-L1030FS'],
        ['Under Canopy 160W Red Spectrum', '/product/IL-UC160W-R'],
        ['HYPERMOL PRO 1450W LED Grow Light', '/product/IL-HMOL-1450-PRO'],
      ],
      'Market News': [
        ['LED Retrofitting in Commercial Horticulture', '/led-grow-lights-market'],
        ['Advanced Lighting for Global Floriculture', '/floriculture-market'],
        ['Microgreens and LED Technology', '/microgreens-market'],
        ['Vertical Farming Energy per Kilogram', '/vertical-farming'],
        ['Cannabis Cultivation LED Innovations', '/cannabis-cultivation'],
      ],
    };
    for (const [title, links] of Object.entries(columns)) {
      const column = foot.getByRole('navigation', { name: title });
      await expect(column.getByRole('heading', { name: title })).toBeVisible();
      for (const [name, href] of links) {
        await expect(column.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
    }
    await expect(foot.getByRole('navigation', { name: 'Market News' }).getByRole('link')).toHaveCount(5);
  });

  test('a popular search opens that product', async ({ page }) => {
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'iLogic FS Plus 1030W LED Grow Light' }).click();
    await expect(page).toHaveURL(/\/product\/IL-L1030FS$/);
  });

  test('social links open in a new tab, and the copyright and accepted cards close the page', async ({ page }) => {
    await page.goto('/');
    const socials = footer(page).getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(socials).toHaveCount(5);
    for (const network of ['LinkedIn', 'Facebook', 'Instagram', 'YouTube', 'TikTok']) {
      const link = footer(page).getByRole('link', { name: `${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }

    await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} Verdant Grow Lights`);
    const cards = footer(page).getByRole('list', { name: 'Accepted cards' });
    for (const brand of ['American Express', 'Discover', 'Mastercard', 'Visa']) {
      await expect(cards.getByRole('img', { name: brand })).toBeVisible();
    }
  });
});

test.describe('not-found page', () => {
  test('an unknown path shows a not-found page with a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Shop all products' })).toHaveAttribute(
      'href',
      '/categories',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Get technical support' })).toHaveAttribute(
      'href',
      '/technical-support',
    );
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('on a phone the menu opens, closes and leads on before any script has run', async ({ browser, baseURL }) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await scriptless.newPage();
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await toggle.tap();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close' }).tap();
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.tap();
  await menu.getByRole('link', { name: 'HID Lighting' }).tap();
  await expect(page).toHaveURL(/\/hid-lighting$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await scriptless.close();
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggle opens a drawer with the navigation', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header(page).getByRole('combobox', { name: 'Search products' })).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await expect(drawer.getByRole('link', { name: 'Cords & Accessories' })).toBeVisible();
    await drawer.getByRole('link', { name: 'HID Lighting' }).click();
    await expect(page).toHaveURL(/\/hid-lighting$/);
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the drawer closes with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the header, the footer and the not-found page fit the screen width', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(footer(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
