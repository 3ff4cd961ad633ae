import { test, type BrowserContext, type Page } from './support/test';
import { knowledgeFor, SPECTRUMS } from '../../src/shared/content/product-knowledge';
import { OFFLINE_CACHES, SAVED_RECORD_KEY, type SavedRecord } from '../../src/lib/offline-caches';
import {
  VISITOR_ROUTES,
  expect,
  expectProductPage,
  expectRouteWorks,
  isActive,
  type CatalogueProduct,
} from './support/offline-routes';
import { startServer, type RunningServer } from './support/server';
import { blockVideoHosts } from './support/video-hosts';
import { untilWorkerControls } from './support/worker';

/**
 * The offline promise, as growers, reps and hobbyists meet it on a phone and a tablet: after any
 * first visit the whole store opens without a connection, and what "Save for offline" keeps
 * survives the browser forgetting its HTTP cache.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true };

let server: RunningServer;
let catalogue: CatalogueProduct[];
test.beforeAll(async () => {
  server = await startServer();
  const answer = (await (await fetch(`${server.url}/api/products`)).json()) as { items: CatalogueProduct[] };
  catalogue = answer.items.filter(isActive);
  expect(catalogue.length).toBeGreaterThan(50);
});
test.afterAll(async () => {
  await server.stop();
});
// Video thumbnails come from the video host, out of the test machine's reach; they fall back to
// the site's own drawn placeholder, which is what an offline visitor sees too.
test.beforeEach(({ page }) => blockVideoHosts(page));

/** The two ways a connection is lost: the device's network goes, or the server stops while Wi-Fi stays up. */
type Outage = 'network cut' | 'server stopped';

async function loseConnection(outage: Outage, context: BrowserContext) {
  if (outage === 'network cut') await context.setOffline(true);
  else await server.stop();
}

async function restoreConnection(outage: Outage, context: BrowserContext) {
  if (outage === 'network cut') await context.setOffline(false);
  else await server.restart();
}

const at = (route: string) => `${server.url}${route}`;

/** A first visit: the home page, until the service worker controls it. */
async function visitHome(page: Page) {
  await page.goto(at('/'));
  await untilWorkerControls(page);
}

/**
 * Saves the store: one tap in a phone's menu, or the button on the page about offline use.
 * Returns where the save reports its count, for the caller to read.
 */
async function saveForOffline(page: Page, from: 'menu' | 'page') {
  let place = page.getByRole('main');
  if (from === 'menu') {
    await page.getByRole('button', { name: 'Open menu' }).tap();
    place = page.getByRole('dialog', { name: 'Menu' });
  } else {
    await page.goto(at('/offline'));
  }
  await place.getByRole('button', { name: 'Save for offline' }).tap();
  await expect(place.getByRole('status').filter({ hasText: /^Saved\. Storage used: / })).toBeVisible({ timeout: 300_000 });
  return place;
}

/** Forgets the browser's HTTP cache, as a device short of space does: only the worker's caches remain. */
async function clearHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** Every request for one of the site's own images that fails: the page then shows a placeholder or a note instead. */
function watchImageFailures(page: Page): string[] {
  const failed: string[] = [];
  const ours = (url: string) => url.startsWith(`${server.url}/`);
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image' && ours(request.url())) failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && ours(response.url()) && response.status() >= 400) {
      failed.push(`${response.url()} ${response.status()}`);
    }
  });
  return failed;
}

/** Every picture on the page, scrolled to as a visitor would, has loaded and has pixels. */
async function expectEveryImageShown(page: Page, route: string) {
  const unshown = await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const shown = [...document.images].filter((image) => image.checkVisibility());
    // Lazy images start loading once they come near the viewport.
    for (const image of shown) {
      image.scrollIntoView({ block: 'center' });
      await nextFrame();
    }
    const settled = (image: HTMLImageElement) =>
      image.complete ||
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
        setTimeout(resolve, 10_000);
      });
    await Promise.all(shown.map(settled));
    return shown.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.currentSrc || image.src);
  });
  expect(unshown, route).toEqual([]);
}

/** Opens every product from the catalogue, as a visitor taps through it, and back. */
async function expectEveryProductOpens(page: Page) {
  await page.goto(at('/categories'));
  const links = page.getByRole('main').locator('a[href^="/product/"]');
  await expect.poll(() => links.count()).toBeGreaterThan(20);
  const hrefs = [...new Set(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!)))];
  const skuOf = (href: string) => decodeURIComponent(href.slice('/product/'.length));
  expect(hrefs.map(skuOf).sort()).toEqual(catalogue.map(({ sku }) => sku).sort());
  for (const href of hrefs) {
    await page.getByRole('main').locator(`a[href="${href}"]`).first().tap();
    await expectProductPage(page, catalogue.find(({ sku }) => sku === skuOf(href))!);
    await page.goBack();
  }
}

const photosOf = (product: CatalogueProduct) =>
  [product.photo_1, product.photo_2, product.photo_3, product.photo_4, product.photo_5].filter((photo): photo is string => !!photo);

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

test('a page whose entry script fails to load once still starts (server stopped)', async ({ page, context }) => {
  await visitHome(page);
  await server.stop();
  try {
    // The first document after this points the starter's entry at a file nobody has: its load
    // fails at once, as an aborted request does. Later documents load the real entry.
    await context.addInitScript(() => {
      if (sessionStorage.getItem('e2e:entry-failed')) return;
      const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src')!;
      Object.defineProperty(HTMLScriptElement.prototype, 'src', {
        ...src,
        set(value: string) {
          if (!sessionStorage.getItem('e2e:entry-failed') && /\/assets\/index-[^/]*\.js$/.test(value)) {
            sessionStorage.setItem('e2e:entry-failed', '1');
            value = '/assets/no-such-entry.js';
          }
          src.set!.call(this, value);
        },
      });
    });
    await expectRouteWorks(page, at('/cannabis-cultivation'), '/cannabis-cultivation');
  } finally {
    await server.restart();
  }
});

for (const [device, use, firstVisitOutage, savedOutage] of [
  ['phone', PHONE, 'server stopped', 'network cut'],
  ['tablet', TABLET, 'network cut', 'server stopped'],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(use);

    test(`a first visit to the home page alone leaves every page and search working (${firstVisitOutage})`, async ({ page, context }) => {
      await visitHome(page);
      await loseConnection(firstVisitOutage, context);
      try {
        for (const route of VISITOR_ROUTES) await expectRouteWorks(page, at(route), route);
        await page.goto(at('/product/IL-L1050MS'));
        await expectProductPage(page, catalogue.find(({ sku }) => sku === 'IL-L1050MS')!);

        await page.goto(at('/search?q=hypermol'));
        await expect(page.getByRole('main').getByRole('link', { name: /HYPERMOL/i }).first()).toBeVisible();

        // Live search in the header, typed and tapped as on a touch screen.
        await page.goto(at('/'));
        const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
        await box.tap();
        await box.fill('1050');
        const option = page.getByRole('banner').getByRole('option', { name: /1050/ }).first();
        await expect(option).toBeVisible();
        await option.tap();
        await expect(page).toHaveURL(/\/product\/[^/]+$/);
        await expect(page.getByRole('heading', { level: 1, name: /1050/ })).toBeVisible();
      } finally {
        await restoreConnection(firstVisitOutage, context);
      }
    });

    test(`a first visit to the home page alone opens every product (${firstVisitOutage})`, { tag: '@soak' }, async ({ page, context }) => {
      test.setTimeout(600_000);
      await visitHome(page);
      await loseConnection(firstVisitOutage, context);
      try {
        await expectEveryProductOpens(page);
      } finally {
        await restoreConnection(firstVisitOutage, context);
      }
    });

    // Saving the whole store twice is a soak run: the phone's save is part of every gate.
    test(`Save for offline keeps every picture and document through a cleared HTTP cache (${savedOutage})`, { tag: device === 'phone' ? [] : ['@soak'] }, async ({ page, context }) => {
      test.setTimeout(300_000);
      await visitHome(page);
      const place = await saveForOffline(page, device === 'phone' ? 'menu' : 'page');
      await expect(place.getByText(/^(\d+) of \1 files saved$/)).toBeVisible();
      await page.goto(at('/offline'));
      await expect(page.getByText(/^Saved on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/)).toBeVisible();

      await clearHttpCache(page);
      await loseConnection(savedOutage, context);
      try {
        const failedImages = watchImageFailures(page);
        for (const route of VISITOR_ROUTES) {
          await expectRouteWorks(page, at(route), route);
          await expectEveryImageShown(page, route);
        }
        // Every spectrum chart, on a product page that shows it.
        const chartedOn = new Map<string, CatalogueProduct>();
        for (const product of catalogue) {
          for (const { image } of knowledgeFor(product.sku)?.spectrums ?? []) if (!chartedOn.has(image)) chartedOn.set(image, product);
        }
        expect([...chartedOn.keys()].sort()).toEqual(SPECTRUMS.map(({ image }) => image).sort());
        for (const product of new Set(chartedOn.values())) {
          await page.goto(at(`/product/${product.sku}`));
          await expectProductPage(page, product);
          await expectEveryImageShown(page, `/product/${product.sku}`);
        }
        expect(failedImages).toEqual([]);

        // Every photo of every product renders, each gallery's included.
        const photos = [...new Set(catalogue.flatMap(photosOf))];
        const unrendered = await page.evaluate(
          (urls) =>
            Promise.all(
              urls.map(
                (url) =>
                  new Promise<string | null>((resolve) => {
                    const image = new Image();
                    image.onload = () => resolve(image.naturalWidth > 0 ? null : url);
                    image.onerror = () => resolve(url);
                    image.src = url;
                  }),
              ),
            ).then((results) => results.filter(Boolean)),
          photos,
        );
        expect(unrendered).toEqual([]);

        // Every spec sheet and manual opens.
        const documents = [...new Set(catalogue.flatMap((product) => [product.spec_sheet, product.manual]).filter((url): url is string => !!url))];
        expect(documents.length).toBeGreaterThan(50);
        const unopened = await page.evaluate(
          (urls) =>
            Promise.all(
              urls.map(async (url) => {
                const response = await fetch(url).catch(() => null);
                const start = response?.ok ? (await response.text()).slice(0, 5) : '';
                return start === '%PDF-' ? null : `${url} ${response?.status ?? 'failed'}`;
              }),
            ).then((results) => results.filter(Boolean)),
          documents,
        );
        expect(unopened).toEqual([]);
        // Opened as a page, a navigation the worker answers apart from fetches, it is the document,
        // not the app's page. A browser with no PDF viewer saves it instead of showing it.
        const answered = page.waitForResponse(at(documents[0]));
        await page.goto(at(documents[0])).catch((error: Error) => {
          if (!error.message.includes('Download is starting')) throw error;
        });
        const opened = await answered;
        expect(opened.status()).toBe(200);
        expect(opened.headers()['content-type']).toBe('application/pdf');

        // Ten minutes on, the catalogue says how old its prices are.
        await page.clock.install({ time: Date.now() + 10 * 60_000 });
        await page.goto(at('/categories'));
        await expect(page.getByRole('status').filter({ hasText: /^Prices and stock as of / })).toBeVisible();
      } finally {
        await restoreConnection(savedOutage, context);
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a page whose data is not on this device says so, offers a retry, and loads once the server answers', async ({ page, context }) => {
    // The install could not keep the catalogue (the server failed it), and no page has asked since.
    await context.route('**/offline-pack.json', (route) => route.abort());
    await visitHome(page);
    await context.unroute('**/offline-pack.json');

    await context.setOffline(true);
    await page.goto(at('/product/IL-L1050MS'));
    const notice = page.getByRole('alert');
    await expect(notice.getByRole('heading', { level: 1, name: 'Not saved for offline use' })).toBeVisible();
    await expect(notice).toContainText("You're offline, and this page isn't saved on this device yet.");
    await expect(page.getByText('Product Not Found')).toHaveCount(0);
    for (const route of ['/categories', '/led-grow-lights', '/search?q=1050', '/ilogic-plus-1050w']) {
      await page.goto(at(route));
      await expect(page.getByRole('heading', { name: 'Not saved for offline use' }), route).toBeVisible();
      await expect(page.getByRole('main'), route).not.toContainText(/not found|failed to fetch|error cargando/i);
    }

    // The connection comes back: the page loads without a tap.
    await page.goto(at('/product/IL-L1050MS'));
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: /1050/ })).toBeVisible();

    // The server down with Wi-Fi up: no connection event comes, "Try again" is the way.
    await server.stop();
    try {
      await page.goto(at('/ilogic-plus-700w'));
      await expect(page.getByRole('alert')).toContainText("Can't reach the Verdant server, and this page isn't saved on this device yet.");
    } finally {
      await server.restart();
    }
    await page.getByRole('button', { name: 'Try again' }).tap();
    await expect(page.getByRole('region', { name: 'Specifications' }).getByText('IL-L700MS')).toBeVisible();
  });

  test('the save names a file it could not fetch, and its count never contradicts itself', { tag: '@soak' }, async ({ page, context }) => {
    test.setTimeout(300_000);
    await context.route('**/products/il-l1050ms-2.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await visitHome(page);
    await saveForOffline(page, 'page');

    const count = page.getByText(/ of \d+ files saved/);
    await expect(count).toHaveText(/^\d+ of \d+ files saved$/);
    const [saved, total] = (await count.innerText()).match(/\d+/g)!.map(Number);
    expect(saved).toBe(total - 1);
    await expect(page.getByText(/could not be fetched/)).toHaveCount(0);
    const notSaved = page.getByRole('alert').filter({ hasText: 'This file could not be saved:' });
    await expect(notSaved).toContainText('/products/il-l1050ms-2.svg (not on the server (404))');
  });
});

test.describe('on a tablet', () => {
  test.use(TABLET);

  test('a later visit with a connection brings the saved copy up to date in the background', { tag: '@soak' }, async ({ page }) => {
    test.setTimeout(300_000);
    await visitHome(page);
    await saveForOffline(page, 'page');

    // Two days pass, and the device loses one saved photo.
    const photo = '/products/il-l1050ms-1.svg';
    const twoDaysAgo = await page.evaluate(
      async ({ cacheName, recordKey, photo }) => {
        const cache = await caches.open(cacheName);
        const record = (await (await cache.match(recordKey))!.json()) as SavedRecord;
        record.savedAt -= 2 * 24 * 60 * 60_000;
        await cache.put(recordKey, new Response(JSON.stringify(record)));
        await cache.delete(photo);
        return record.savedAt;
      },
      { cacheName: OFFLINE_CACHES.saved, recordKey: SAVED_RECORD_KEY, photo },
    );

    // The next visit with a connection: the worker refreshes the copy while the page opens.
    const visitedAt = Date.now();
    await page.goto(at('/offline'));
    const readSaved = () =>
      page.evaluate(
        async ({ cacheName, recordKey, photo }) => {
          const cache = await caches.open(cacheName);
          const record = (await (await cache.match(recordKey))!.json()) as SavedRecord;
          return { savedAt: record.savedAt, hasPhoto: !!(await cache.match(photo)) };
        },
        { cacheName: OFFLINE_CACHES.saved, recordKey: SAVED_RECORD_KEY, photo },
      );
    await expect.poll(async () => (await readSaved()).savedAt, { timeout: 30_000 }).toBeGreaterThanOrEqual(visitedAt);
    const refreshed = await readSaved();
    // The page shows the new date without a reload.
    const shownDate = await page.evaluate(
      (time) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(time),
      refreshed.savedAt,
    );
    await expect(page.getByText(`Saved on ${shownDate}`)).toBeVisible();
    expect(refreshed.savedAt - twoDaysAgo).toBeGreaterThan(24 * 60 * 60_000);
    expect(refreshed.hasPhoto).toBe(true);
  });
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
