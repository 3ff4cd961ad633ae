import { expect, test } from './support/test';
import { startServer, type RunningServer } from './support/server';
import { untilWorkerControls } from './support/worker';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('after one visit the app shell reloads with the server stopped', async ({ page, context }) => {
  await page.goto(server.url);
  await expect(page.getByRole('banner')).toBeVisible();
  // The worker precaches the shell on install and takes control of this page.
  await untilWorkerControls(page);

  await server.stop();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another app route, never visited, also opens from the precached shell.
  await page.goto(`${server.url}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await context.setOffline(false);
  await server.restart();
});

/** Every page of the site, each with the heading it opens on. */
const ROUTES: [string, RegExp][] = [
  ['/', /./],
  ['/categories', /./],
  ['/products', /./],
  ['/product/IL-L1050MS', /1050/],
  ['/cart', /./],
  ['/checkout', /./],
  ['/support', /./],
  ['/technical-support', /./],
  ['/rma', /Return Merchandise Authorization/],
  ['/usa-retailers', /./],
  ['/canadian-retailers', /./],
  ['/led-grow-lights', /./],
  ['/hid-lighting', /./],
  ['/controllers', /./],
  ['/grow-room-accessories', /./],
  ['/product-family', /./],
  ['/led-rebates-and-incentives', /./],
  ['/ilogic-plus-1050w', /./],
  ['/cannabis-cultivation', /./],
  ['/vertical-farming', /./],
  ['/floriculture-market', /./],
  ['/microgreens-market', /./],
  ['/led-grow-lights-market', /./],
  ['/offline', /Use Verdant offline/],
  ['/outbox', /Outbox/],
];

test('after one visit and Save for offline, every route, search, product photos and the age of prices work with the server gone', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto(`${server.url}/offline`);
  await untilWorkerControls(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\. Storage used: / })).toBeVisible({ timeout: 120_000 });

  await server.stop();
  await context.setOffline(true);
  try {
    for (const [route, heading] of ROUTES) {
      await page.goto(`${server.url}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toHaveText(heading);
    }

    // Search runs over the cached catalogue.
    await page.goto(`${server.url}/search?q=1050`);
    await expect(page.getByRole('main').getByRole('link', { name: /1050/ }).first()).toBeVisible();

    // Ten minutes on, the catalogue says how old its prices are; its photos come from the offline copy.
    await page.clock.install({ time: Date.now() + 10 * 60_000 });
    await page.goto(`${server.url}/categories`);
    await expect(page.getByRole('status').filter({ hasText: /^Prices and stock as of / })).toBeVisible();
    const photo = page.getByRole('main').locator('img[src^="/products/"]').first();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  } finally {
    await context.setOffline(false);
    await server.restart();
  }
});

test('the web app manifest makes the storefront installable', async ({ request }) => {
  const response = await request.get(`${server.url}/manifest.webmanifest`);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Verdant Grow Lights', short_name: 'Verdant', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`);
  expect(sizes).toEqual(['192x192', '512x512', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await request.get(`${server.url}${icon.src}`);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('hashed assets are cached for a year, the shell and worker are revalidated', async ({ request }) => {
  const html = await request.get(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  const asset = (await html.text()).match(/\/assets\/[^"]+\.js/)![0];
  const script = await request.get(`${server.url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers()['cache-control']).toContain('immutable');
  expect(script.headers()['content-encoding']).toBe('br');
  const worker = await request.get(`${server.url}/sw.js`);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
