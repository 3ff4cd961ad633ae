import { expect, test, type Page } from './support/test';
import { everyRoute } from './support/routes';
import { blockVideoHosts } from './support/video-hosts';

/**
 * Phones, tablets and desktops: no page scrolls sideways, controls are big enough for a finger
 * where the screen is touched, and a screenshot of each main page at each width goes into the
 * test output for a person to look at.
 */

test.use({ serviceWorkers: 'block' });

test.beforeEach(({ page }) => blockVideoHosts(page));
// Each width is independent of the others: both workers share them.
test.describe.configure({ mode: 'parallel' });

/**
 * Phone, tablet portrait, tablet landscape (touch); desktop (mouse). The main pages are opened on
 * all of them; every other page on the narrowest phone and the tablet in landscape, which bound
 * the others, in the soak run: the gate opens every route on a phone already, for axe.
 */
const SCREENS = [
  { width: 360, height: 740, touch: true, everyPage: true },
  { width: 768, height: 1024, touch: true, everyPage: false },
  { width: 1024, height: 768, touch: true, everyPage: true },
  { width: 1440, height: 900, touch: false, everyPage: false },
] as const;

/** WCAG 2.5.5 target size, in CSS pixels. */
const MIN_TARGET = 44;

const SCREENSHOT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/categories' },
  { name: 'product', path: '/product/IL-L1050MS' },
  { name: 'cart', path: '/cart' },
  { name: 'rma', path: '/rma' },
] as const;

/**
 * Every route of the app (read from the router's tree, so a new page is opened too) besides
 * the pages above, with a filtered catalogue, a search and the 404 page.
 */
const OTHER_ROUTES = [
  ...everyRoute().filter((route) => !SCREENSHOT_PAGES.some((page) => page.path === route)),
  '/categories?category=cords-accessories',
  '/search?q=ilogic',
  '/no-such-page',
];

const CART = {
  items: [{ id: 9, name: 'iLogic MS Plus 1050W LED Grow Light', price: 1599, model: 'IL-L1050MS', quantity: 2 }],
  totalItems: 2,
};

/** Opens a page with one product in the cart and scrolls through it so every lazy part is drawn. */
async function openWhole(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  let height = 0;
  for (let pass = 0; pass < 20; pass += 1) {
    const next = await page.evaluate(() => document.documentElement.scrollHeight);
    if (next === height) break;
    height = next;
    for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // Names the element that sticks out furthest, so a failure says where to look.
    const over = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > root.clientWidth + 0.5)
      .sort((a, b) => b.right - a.right)[0];
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      widest: over ? `${over.element.tagName.toLowerCase()}.${over.element.className} ${Math.round(over.right)}px` : '',
    };
  });
  expect.soft(scrollWidth, `${page.url()} is wider than the screen: ${widest}`).toBeLessThanOrEqual(clientWidth);
}

/** Nothing sticks out sideways, and on a touch screen every control is big enough for a finger. */
async function expectLayoutHolds(page: Page, path: string, touch: boolean) {
  await expectNoSidewaysScroll(page);
  if (touch) expect.soft(await smallTargets(page), `${path}: controls under ${MIN_TARGET} px`).toEqual([]);
}

/**
 * Every control a finger can hit that is smaller than 44 × 44 px. A checkbox or radio counts
 * with its label (tapping either toggles it); links inside running text are exempt, as in WCAG.
 */
async function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="option"], [role="checkbox"], [role="radio"], [role="switch"]';
    const seen = new Set<Element>();
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
      if (element.tagName === 'A' && style.display === 'inline') continue;
      const boxes = [element, ...((element as HTMLInputElement).labels ?? [])]
        .map((part) => part.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0 || seen.has(element)) continue;
      seen.add(element);
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      const top = Math.min(...boxes.map((box) => box.top));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      const [width, height] = [right - left, bottom - top];
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return small;
  }, MIN_TARGET);
}

for (const screen of SCREENS) {
  test.describe(`${screen.width} px`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      hasTouch: screen.touch,
      isMobile: screen.touch,
    });

    // One test per width, in one page: a screenshot of each main page.
    test('the main pages hold the layout; a screenshot of each goes into the test output', async ({ page }, testInfo) => {
      await page.addInitScript((cart) => localStorage.setItem('cart', JSON.stringify(cart)), CART);
      for (const { name, path } of SCREENSHOT_PAGES) {
        await openWhole(page, path);
        await expectLayoutHolds(page, path, screen.touch);
        const file = testInfo.outputPath(`${name}-${screen.width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${name} at ${screen.width} px`, { path: file, contentType: 'image/png' });
      }
    });

    if (screen.everyPage) {
      test('every other page holds the layout', { tag: '@soak' }, async ({ page }) => {
        // Thirty pages, each scrolled through to its end, in one test.
        test.setTimeout(300_000);
        await page.addInitScript((cart) => localStorage.setItem('cart', JSON.stringify(cart)), CART);
        for (const path of OTHER_ROUTES) {
          await openWhole(page, path);
          await expectLayoutHolds(page, path, screen.touch);
        }
      });
    }
  });
}

test.describe('installed on a phone with a notch', () => {
  test.use({ viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true });

  test('the app draws edge to edge and keeps its content clear of the notch and the home bar', async ({ page }) => {
    const insets = { top: 47, left: 44, right: 44, bottom: 34 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
    await openWhole(page, '/');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);

    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const firstTopBarLink = await box('header nav a');
    expect(firstTopBarLink.y).toBeGreaterThanOrEqual(insets.top);
    expect(firstTopBarLink.x).toBeGreaterThanOrEqual(insets.left);
    const heading = await box('main h1');
    expect(heading.x).toBeGreaterThanOrEqual(insets.left);
    expect(heading.x + heading.width).toBeLessThanOrEqual(844 - insets.right);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCSS('padding-bottom', `${insets.bottom}px`);
    await expectNoSidewaysScroll(page);
  });
});
