import { expect, test, type Locator, type Page } from './support/test';
import { HOME_HERO } from '../../src/content/home-hero';
import { POSTS_SECTION, TESTIMONIAL_SECTION, TESTIMONIALS } from '../../src/content/home';
import { DIRECTORY_TEXT, US_RETAILERS } from '../../src/content/retailers';
import { activeProducts } from './support/shop-products';
import { blockVideoHosts } from './support/video-hosts';

/** Everything a visitor does with the mouse, done with the keyboard alone. */

test.use({ serviceWorkers: 'block' });

test.beforeEach(({ page }) => blockVideoHosts(page));

const focused = (page: Page) => page.locator(':focus');

/** Presses Tab until `target` has the focus, as a visitor would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The focused element draws a ring: an outline or a box shadow that is not there without focus.
 * Its style is read with the focus, then once more after blur(), and the focus is given back.
 */
async function showsFocus(page: Page) {
  return focused(page).evaluate((element) => {
    const ring = () => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return { outline: outline ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none', boxShadow: style.boxShadow };
    };
    const withFocus = ring();
    (element as HTMLElement).blur();
    const without = ring();
    (element as HTMLElement).focus();
    const drawn = withFocus.outline !== 'none' || withFocus.boxShadow !== 'none';
    return drawn && (withFocus.outline !== without.outline || withFocus.boxShadow !== without.boxShadow);
  });
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: POSTS_SECTION.title })).toBeVisible();
}

test('the first Tab shows the skip link, which moves the focus past the header', async ({ page }) => {
  await page.goto('/categories');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focused(page).evaluate((element) => !!element.closest('main'))).toBe(true);
});

test('every control reached with Tab shows where the focus is', async ({ page }) => {
  await openHome(page);
  const unringed: string[] = [];
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press('Tab');
    if (!(await showsFocus(page))) unringed.push(await focused(page).evaluate((element) => element.outerHTML.slice(0, 120)));
  }
  expect(unringed).toEqual([]);
});

test('live search is a combobox: arrows pick, Enter opens, Escape closes', async ({ page, request }) => {
  const products = await activeProducts(request);
  await openHome(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await tabTo(page, box);
  await page.keyboard.type('ilogic');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const count = await options.count();
  expect(count).toBeGreaterThan(1);

  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  // Up from the first option wraps to the last; the focus never leaves the box.
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveValue('ilogic');
  await expect(box).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const name = (await options.nth(1).textContent()) ?? '';
  const chosen = products.find((product) => name.includes(product.sku))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${chosen.sku}$`));
});

test('a modal keeps the focus inside while open and gives it back when closed', async ({ page }) => {
  // Fifty key presses, each checked where the focus went.
  test.setTimeout(120_000);
  await openHome(page);
  const opener = page.getByRole('button', { name: HOME_HERO.catalogButton });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Download Our Catalog' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focused(page).evaluate((element) => !!element.closest('[role="dialog"]'))).toBe(true);

  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press(key);
      expect(await focused(page).evaluate((element) => !!element.closest('[role="dialog"]'))).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the A–Z letters are reached with Tab, skip letters without stores, and filter with Enter and Space', async ({ page }) => {
  await page.goto('/usa-retailers');
  const letters = page.getByRole('group', { name: DIRECTORY_TEXT.lettersLabel }).getByRole('button');
  const letterButton = (letter: string) => letters.getByText(letter, { exact: true });
  const cards = page.getByRole('region', { name: DIRECTORY_TEXT.title }).getByRole('listitem');
  await expect(letters).toHaveCount(26);
  const enabled = await letters.evaluateAll((buttons) =>
    buttons.filter((button) => !(button as HTMLButtonElement).disabled).map((button) => button.textContent ?? ''),
  );
  expect(enabled.length).toBeGreaterThan(1);
  expect(enabled.length).toBeLessThan(26);

  await tabTo(page, letterButton(enabled[0]), 200);
  const reached: string[] = [];
  for (let step = 0; step < enabled.length; step += 1) {
    reached.push((await focused(page).textContent()) ?? '');
    await page.keyboard.press('Tab');
  }
  expect(reached).toEqual(enabled);

  // Back to the second letter with Shift+Tab, then Enter filters and Space clears.
  for (let step = enabled.length; step > 1; step -= 1) await page.keyboard.press('Shift+Tab');
  const letter = enabled[1];
  await expect(letterButton(letter)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(letterButton(letter)).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(US_RETAILERS.filter(({ name }) => name.toUpperCase().startsWith(letter)).length);
  await page.keyboard.press('Space');
  await expect(letterButton(letter)).toHaveAttribute('aria-pressed', 'false');
  await expect(cards).toHaveCount(US_RETAILERS.length);
});

test('tabs move with the arrow keys and show their panel', async ({ page }) => {
  await page.goto('/support');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const labels = await tabs.allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  await tabTo(page, tabs.first());
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: labels[1] })).toBeVisible();

  await page.keyboard.press('End');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: labels[0] })).toBeVisible();
});

test('a carousel is paused, moved and read with the keyboard', async ({ page }) => {
  await openHome(page);
  const region = page.getByRole('region', { name: TESTIMONIAL_SECTION.title });
  const dots = region.getByRole('tab');
  await expect(dots).toHaveCount(TESTIMONIALS.length);

  const pause = region.getByRole('button', { name: `Pause ${TESTIMONIAL_SECTION.title} slideshow` });
  await tabTo(page, pause, 200);
  await page.keyboard.press('Enter');
  await expect(region.getByRole('button', { name: `Play ${TESTIMONIAL_SECTION.title} slideshow` })).toBeFocused();

  const selected = region.getByRole('tab', { selected: true });
  await tabTo(page, selected, 10);
  const start = await dots.evaluateAll((nodes) => nodes.findIndex((node) => node.getAttribute('aria-selected') === 'true'));
  const next = (start + 1) % TESTIMONIALS.length;
  await page.keyboard.press('ArrowRight');
  await expect(dots.nth(next)).toHaveAttribute('aria-selected', 'true');
  await expect(dots.nth(next)).toBeFocused();
  await expect(region.getByText(TESTIMONIALS[next].quote)).toBeInViewport();

  await page.keyboard.press('Home');
  await expect(dots.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(dots.last()).toHaveAttribute('aria-selected', 'true');
  await expect(region.getByText(TESTIMONIALS[TESTIMONIALS.length - 1].quote)).toBeInViewport();
});
