import { expect, test, type Page } from './support/test';
import { COMMERCIAL_BANNER, POSTS_SECTION, TESTIMONIAL_SECTION, VIDEO_SECTION } from '../../src/content/home';
import { blockVideoHosts } from './support/video-hosts';

/** Motion on request only: scrolls jump for people who ask the system for less motion. */

test.use({ serviceWorkers: 'block' });

test.beforeEach(({ page }) => blockVideoHosts(page));

/**
 * Presses Get Started and reads where the form is in the same task as the click, and again once
 * the page has stopped moving.
 */
async function getStarted(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: POSTS_SECTION.title })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const form = page.locator('#free-light-layout-form');
  const formTop = () => form.evaluate((element) => element.getBoundingClientRect().top);
  const atClick = await page.getByRole('button', { name: COMMERCIAL_BANNER.action }).evaluate((button) => {
    (button as HTMLButtonElement).click();
    return document.getElementById('free-light-layout-form')!.getBoundingClientRect().top;
  });
  let settled = atClick;
  await expect
    .poll(async () => {
      const previous = settled;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      settled = await formTop();
      return settled === previous;
    })
    .toBe(true);
  await expect(form).toBeInViewport();
  return { atClick, settled };
}

test('Get Started glides to the form by default', async ({ page }) => {
  const { atClick, settled } = await getStarted(page);
  expect(atClick - settled).toBeGreaterThan(200);
});

test('Get Started jumps to the form under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { atClick, settled } = await getStarted(page);
  expect(Math.abs(atClick - settled)).toBeLessThan(1);
});

test('every auto-advancing carousel shows its pause control', async ({ page }) => {
  await page.goto('/');
  for (const title of [VIDEO_SECTION.title, TESTIMONIAL_SECTION.title]) {
    await expect(page.getByRole('button', { name: `Pause ${title} slideshow` })).toBeVisible();
  }
});
