import { expect, test, type Page } from './support/test';
import { COMMERCIAL_BANNER, POSTS_SECTION, TESTIMONIAL_SECTION, VIDEO_SECTION } from '../../src/content/home';
import { blockVideoHosts } from './support/video-hosts';

/** Motion on request only: scrolls jump for people who ask the system for less motion. */

test.use({ serviceWorkers: 'block' });

test.beforeEach(({ page }) => blockVideoHosts(page));

/**
 * Presses Get Started as soon as it shows and records where the form stands at every frame until
 * it has moved and come to rest. A glide passes through positions on the way; a jump none (a
 * shift of the layout meanwhile moves it a little, never far from where it was or lands). A press
 * made before the page has taken over is kept and carried out once it has, so the move may come
 * a little later; its shape is what the person sees.
 */
async function getStarted(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: POSTS_SECTION.title })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const positions = await page.getByRole('button', { name: COMMERCIAL_BANNER.action }).evaluate(async (button) => {
    const form = document.getElementById('free-light-layout-form')!;
    const tops = [form.getBoundingClientRect().top];
    (button as HTMLButtonElement).click();
    const started = performance.now();
    for (let still = 0; (tops.length < 2 || still < 20) && performance.now() - started < 10_000; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const top = form.getBoundingClientRect().top;
      if (Math.abs(top - tops[tops.length - 1]!) < 0.5) still += 1;
      else {
        still = 0;
        tops.push(top);
      }
    }
    return tops;
  });
  await expect(page.locator('#free-light-layout-form')).toBeInViewport();
  return positions;
}

/** Positions well away from both where the form was and where it came to rest. */
const onTheWay = (positions: number[]) => {
  const [first, last] = [positions[0]!, positions[positions.length - 1]!];
  return positions.filter((top) => (top - first) * (top - last) < 0 && Math.min(Math.abs(top - first), Math.abs(top - last)) > 50);
};

test('Get Started glides to the form by default', async ({ page }) => {
  const positions = await getStarted(page);
  expect(onTheWay(positions).length).toBeGreaterThan(2);
});

test('Get Started jumps to the form under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const positions = await getStarted(page);
  expect(onTheWay(positions)).toEqual([]);
});

test('every auto-advancing carousel shows its pause control', async ({ page }) => {
  await page.goto('/');
  for (const title of [VIDEO_SECTION.title, TESTIMONIAL_SECTION.title]) {
    await expect(page.getByRole('button', { name: `Pause ${title} slideshow` })).toBeVisible();
  }
});
