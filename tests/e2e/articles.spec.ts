import { expect, test, type Page } from './support/test';

const ARTICLES = [
  { path: '/led-grow-lights-market', headline: /^Retrofitting to LED/, date: '1 Oct 2025', wideImage: true },
  { path: '/floriculture-market', headline: /floriculture$/, date: '1 Oct 2025', wideImage: false },
  { path: '/microgreens-market', headline: /^Microgreens under LED/, date: '2 Oct 2025', wideImage: true },
  { path: '/vertical-farming', headline: /vertical farming$/, date: '22 Oct 2025', wideImage: false },
  { path: '/cannabis-cultivation', headline: /cannabis cultivation$/, date: '22 Oct 2025', wideImage: false },
] as const;

const columnCount = (page: Page) =>
  page.getByTestId('article-body').evaluate((body) => getComputedStyle(body).columnCount);

for (const article of ARTICLES) {
  test(`${article.path} shows its headline, date line, hero and citation`, async ({ page, request }) => {
    await page.goto(article.path);

    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).toHaveText(article.headline);
    expect(await headline.evaluate((h) => getComputedStyle(h).fontStyle)).toBe('italic');

    const date = page.getByTestId('article-date');
    await expect(date).toHaveText(article.date);
    // The date line is green: its green channel clearly dominates.
    const [r, g, b] = (await date.evaluate((d) => getComputedStyle(d).color)).match(/\d+/g)!.map(Number);
    expect(g).toBeGreaterThan(r! + 40);
    expect(g).toBeGreaterThan(b! + 40);

    const images = page.getByRole('article').getByRole('img');
    await expect(images).toHaveCount(article.wideImage ? 2 : 1);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      const src = await image.getAttribute('src');
      expect((await request.get(src!)).headers()['content-type']).toBe('image/svg+xml');
    }

    const citation = page.getByRole('article').locator('footer').getByRole('link');
    await expect(citation).toHaveAttribute('target', '_blank');
    await expect(citation).toHaveAttribute('rel', /noopener/);
    await expect(citation).toHaveAttribute('href', /^https:\/\/(?!127\.0\.0\.1)/);
    await expect(page.getByText(/are editorial estimates/)).toBeVisible();
  });
}

test('the vertical farming citation says it is adapted from a third-party blog', async ({ page }) => {
  await page.goto('/vertical-farming');
  await expect(page.getByRole('article').locator('footer')).toContainText('Adapted from a third-party');
});

test('article bodies run in three columns at 1440 px and one at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/microgreens-market');
  expect(await columnCount(page)).toBe('3');
  // The wide image spans every column.
  expect(await page.locator('figure').evaluate((f) => getComputedStyle(f).columnSpan)).toBe('all');

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await columnCount(page)).toBe('1');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
