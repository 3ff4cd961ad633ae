import { expect, test, type Page } from './support/test';
import { HOME_HERO } from '../../src/content/home-hero';
import {
  COMMERCIAL_BANNER,
  FAQ_SECTION,
  HOME_RETAILER_STRIP,
  HOME_TEXT_BLOCK,
  ILOGIC_PLUS_BANNER,
  POSTS_SECTION,
  POWERED_BY,
  SHOWCASE_VIDEOS,
  TESTIMONIAL_SECTION,
  UNDER_CANOPY_BANNER,
  VIDEO_SECTION,
  CATEGORY_BLOCK,
} from '../../src/content/home';
import { HOME_RETAILER_TILES, isPlaceholderLink } from '../../src/content/retailers';
import { blockVideoHosts } from './support/video-hosts';
import { freezeClock } from './support/clock';

test.beforeEach(({ page }) => blockVideoHosts(page));

/** The spec's wording (01 offline video note), checked as the visitor reads it. */
const OFFLINE_VIDEO_TEXT = "Video available when you're online";

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: POSTS_SECTION.title })).toBeVisible();
}

/** Index of the selected slide, read from the carousel's dots. */
async function selectedSlide(page: Page, region: string): Promise<number> {
  const tabs = page.getByRole('region', { name: region }).getByRole('tab');
  const states = await tabs.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-selected')));
  return states.indexOf('true');
}

test('the home page shows its sections in order between header and footer', async ({ page }) => {
  await openHome(page);
  const expected = [
    HOME_HERO.headline,
    HOME_RETAILER_STRIP.title,
    HOME_TEXT_BLOCK.title,
    ILOGIC_PLUS_BANNER.title,
    VIDEO_SECTION.title,
    POWERED_BY.title,
    await page.locator('#free-light-layout-form h2').innerText(),
    COMMERCIAL_BANNER.title,
    CATEGORY_BLOCK.title,
    UNDER_CANOPY_BANNER.title,
    FAQ_SECTION.title,
    TESTIMONIAL_SECTION.title,
    POSTS_SECTION.title,
  ];
  // Every section's heading, in this order (other headings may stand between them).
  await expect(page.locator('main').locator('h1, h2')).toContainText(expected, { useInnerText: true });
  await expect(page.locator('main #free-light-layout-form')).toHaveCount(1);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  for (const claim of HOME_TEXT_BLOCK.claims) await expect(page.getByText(claim.text)).toBeVisible();
  await expect(page.getByRole('link', { name: ILOGIC_PLUS_BANNER.action })).toHaveAttribute('href', '/led-grow-lights');
  await expect(page.getByRole('link', { name: UNDER_CANOPY_BANNER.action })).toHaveAttribute(
    'href',
    '/product-family#under-canopy',
  );
  await expect(page.getByRole('link', { name: CATEGORY_BLOCK.viewAll })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('region', { name: FAQ_SECTION.title }).getByRole('button')).toHaveCount(4);
});

test('the hero button opens the catalogue request modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: HOME_HERO.catalogButton }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('retailer tiles open stores in a new tab; a tile without a link does nothing', async ({ page }) => {
  await openHome(page);
  const strip = page.getByRole('region', { name: HOME_RETAILER_STRIP.title });
  for (const tile of HOME_RETAILER_TILES.filter((t) => !isPlaceholderLink(t.link))) {
    const link = strip.getByRole('link', { name: `${tile.name} logo` });
    await expect(link).toHaveAttribute('href', tile.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const inert = HOME_RETAILER_TILES.find((t) => isPlaceholderLink(t.link))!;
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  let popups = 0;
  page.on('popup', () => (popups += 1));
  const url = page.url();
  await strip.getByRole('link', { name: `${inert.name} logo` }).click({ force: true });
  await expect.poll(() => logs).toContain(HOME_RETAILER_STRIP.notAvailable(inert.name));
  expect(page.url()).toBe(url);
  expect(popups).toBe(0);

  await strip.getByRole('link', { name: HOME_RETAILER_STRIP.viewAll }).click();
  await expect(page).toHaveURL(/\/usa-retailers$/);
});

test('testimonials advance every 5000 ms, wrap around and follow the dots', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  const region = TESTIMONIAL_SECTION.title;
  await expect(page.getByRole('region', { name: region }).getByRole('tab')).toHaveCount(4);
  await freezeClock(page);

  // From a dot click the wait restarts: nothing moves before 5000 ms, one step at 5000 ms.
  await page.getByRole('region', { name: region }).getByRole('tab', { name: 'Go to slide 4' }).click();
  expect(await selectedSlide(page, region)).toBe(3);
  await page.clock.runFor(4900);
  expect(await selectedSlide(page, region)).toBe(3);
  await page.clock.runFor(200);
  await expect.poll(() => selectedSlide(page, region)).toBe(0);
  await page.clock.runFor(5000);
  await expect.poll(() => selectedSlide(page, region)).toBe(1);

  await page.getByRole('region', { name: region }).getByRole('button', { name: 'Previous slide' }).click();
  await expect.poll(() => selectedSlide(page, region)).toBe(0);

  // The visitor's pause stops it until they press play again.
  await page.getByRole('button', { name: `Pause ${region} slideshow` }).click();
  await page.clock.runFor(15000);
  expect(await selectedSlide(page, region)).toBe(0);
  await page.getByRole('button', { name: `Play ${region} slideshow` }).click();
  await page.clock.runFor(5000);
  await expect.poll(() => selectedSlide(page, region)).toBe(1);
});

test('the video carousel advances on its own, but not while a video plays', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  const region = page.getByRole('region', { name: VIDEO_SECTION.title });
  const first = SHOWCASE_VIDEOS[0];
  const play = region.getByRole('button', {
    name: VIDEO_SECTION.play(first.title),
  });
  // Stopped before anything else is awaited: a slow machine must not let the timer move first.
  await freezeClock(page);
  // Every thumbnail quality refused: the drawn placeholder remains.
  await expect(play.locator('img')).toHaveAttribute('src', '/home/video-placeholder.svg');
  const snaps = await region.getByRole('tab').count();
  expect(await selectedSlide(page, VIDEO_SECTION.title)).toBe(0);

  await play.click();
  const player = region.locator(`iframe[title="${first.title}"]`);
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${first.youtubeId}?autoplay=1&rel=0`,
  );
  await page.clock.runFor(12000);
  expect(await selectedSlide(page, VIDEO_SECTION.title)).toBe(0);
  await expect(player).toBeVisible();

  // Moving the carousel stops the video, and the timer takes over again.
  await region.getByRole('button', { name: 'Next slide' }).click();
  await expect(player).toHaveCount(0);
  await expect.poll(() => selectedSlide(page, VIDEO_SECTION.title)).toBe(1);
  await page.clock.runFor(4900);
  expect(await selectedSlide(page, VIDEO_SECTION.title)).toBe(1);
  await page.clock.runFor(200);
  await expect.poll(() => selectedSlide(page, VIDEO_SECTION.title)).toBe(2 % snaps);
});

test('offline, videos show their thumbnail and a note instead of a player', async ({ page, context }) => {
  await openHome(page);
  // The connection goes once the page has loaded, its video section's module included.
  await page.waitForLoadState('networkidle');
  const region = page.getByRole('region', { name: VIDEO_SECTION.title });
  await expect(region.getByText(OFFLINE_VIDEO_TEXT)).toHaveCount(0);
  await context.setOffline(true);
  await expect(region.getByText(OFFLINE_VIDEO_TEXT).first()).toBeVisible();
  await expect(
    region.getByRole('button', {
      name: VIDEO_SECTION.play(SHOWCASE_VIDEOS[0].title),
    }),
  ).toBeDisabled();
  await expect(page.locator('iframe')).toHaveCount(0);
  await context.setOffline(false);
  await expect(region.getByText(OFFLINE_VIDEO_TEXT)).toHaveCount(0);
  await expect(
    region.getByRole('button', {
      name: VIDEO_SECTION.play(SHOWCASE_VIDEOS[0].title),
    }),
  ).toBeEnabled();
});

test('Get Started brings the Free Light Layout form into view', async ({ page }) => {
  await openHome(page);
  const form = page.locator('#free-light-layout-form');
  await expect(form).not.toBeInViewport();
  await page.getByRole('button', { name: COMMERCIAL_BANNER.action }).click();
  await expect(form).toBeInViewport();
});

test('with reduced motion, carousels wait for the visitor and the scroll is instant', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await openHome(page);
  await freezeClock(page);
  await expect(
    page.getByRole('button', {
      name: `Play ${TESTIMONIAL_SECTION.title} slideshow`,
    }),
  ).toBeVisible();
  await page.clock.runFor(11000);
  expect(await selectedSlide(page, TESTIMONIAL_SECTION.title)).toBe(0);
  expect(await selectedSlide(page, VIDEO_SECTION.title)).toBe(0);

  await page.getByRole('button', { name: COMMERCIAL_BANNER.action }).click();
  await expect(page.locator('#free-light-layout-form')).toBeInViewport();
});

test.describe('posts', () => {
  // Image requests are faked below, which only works when the service worker stays out of the way.
  test.use({ serviceWorkers: 'block' });

  test('posts show a short caption, a short date, and a note for a missing image', async ({ page }) => {
    await page.route('**/home/post-2.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await openHome(page);
    const posts = page.getByRole('region', { name: POSTS_SECTION.title }).getByRole('listitem');
    await expect(posts).toHaveCount(3);
    await expect(posts.first()).toContainText('Oct 12');
    const caption = await posts.first().locator('p').first().innerText();
    expect(caption.endsWith('…')).toBe(true);
    expect(caption.length).toBe(101);
    // Images load lazily: bring them near the viewport first.
    await posts.nth(1).scrollIntoViewIfNeeded();
    await expect(posts.nth(1)).toContainText(POSTS_SECTION.imageMissing);
    await expect(posts.first()).not.toContainText(POSTS_SECTION.imageMissing);
  });
});
