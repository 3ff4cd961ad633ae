import { ARTICLES } from '../../src/shared/content/articles';
import { LED_FAMILIES } from '../../src/content/families';
import { activeProducts, priceOf, stockOf, type ShopProduct } from './support/shop-products';
import { startServer } from './support/server';
import { expect, test, type Page, type Request } from './support/test';

/**
 * Pages come from the server whole: a reader with scripts off, a search engine or a link preview
 * sees each page's heading, text and metadata; the browser then takes the page over without a
 * second request for its data and without a word of complaint.
 */

let products: ShopProduct[];
test.beforeAll(async ({ request }) => {
  products = await activeProducts(request);
});

const microgreens = ARTICLES.find((article) => article.path === '/microgreens-market')!;

test('the server sends each main page with its heading and text, before any script runs', async ({ browser, baseURL }) => {
  const light = products.find((product) => product.sku === 'IL-L1050MS')!;
  const family = LED_FAMILIES.families[0];
  const firstParagraph = microgreens.body.find((block) => block.kind === 'paragraph')!.text;
  const pages: [string, string, string][] = [
    ['/', 'PREMIUM EQUIPMENT FOR DEDICATED GROWERS', 'VIEW COMPLETE LIST'],
    ['/categories', 'All Products', light.item_name],
    [`/product/${light.sku}`, light.item_name, String(light.short_description)],
    ['/led-grow-lights', LED_FAMILIES.heading, family.description],
    [microgreens.path, microgreens.headline, firstParagraph.slice(0, 80)],
  ];
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const [path, heading, text] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
    await expect(page.getByRole('main'), path).toContainText(text);
  }
  await context.close();
});

test('the cart paints empty from the HTML, and a cart saved in this browser never shows as empty', async ({ browser, baseURL }) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await scriptless.newPage();
  await bare.goto('/cart');
  await expect(bare.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  await expect(bare.getByRole('main')).toContainText("Looks like you haven't added any products yet.");
  await scriptless.close();

  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript(() =>
    localStorage.setItem('cart', JSON.stringify({ items: [{ id: 9, name: 'Saved light', price: 100, quantity: 2 }], totalItems: 2, totalPrice: 200 })),
  );
  const page = await context.newPage();
  // While the app's scripts are on their way, the saved cart hides the server's empty state.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeHidden();
  await page.unroute('**/assets/*.js');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Saved light');
  // Emptied after that, the cart says so.
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  await context.close();
});

test('a page arrives styled as it stays: its components are styled before any script runs, by stylesheets its HTML links', async ({ browser, baseURL }) => {
  const light = products.find((product) => product.sku === 'IL-L1050MS')!;
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await scriptless.newPage();
  await bare.goto('/categories');
  const tile = bare.getByRole('article', { name: light.item_name });
  // The tile's photo keeps its square box and the Mantine button its filled look, from the HTML alone.
  await expect(tile.getByRole('img')).toHaveCSS('aspect-ratio', '1 / 1');
  await expect(tile.getByRole('button', { name: 'Add to Cart' })).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await scriptless.close();

  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  for (const path of ['/', '/categories', `/product/${light.sku}`, '/rma', '/usa-retailers', microgreens.path]) {
    const stylesheets: string[] = [];
    const collect = (request: Request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(new URL(request.url()).pathname));
    page.on('request', collect);
    const html = await (await page.goto(path))!.text();
    await page.waitForLoadState('networkidle');
    page.off('request', collect);
    // Every stylesheet the page uses is in its HTML: none arrives later to restyle it.
    expect(stylesheets.length, path).toBeGreaterThan(0);
    for (const stylesheet of stylesheets) expect(html, path).toContain(`href="${stylesheet}"`);
  }
  await context.close();
});

test('each page names itself, with a canonical address and a link preview', async ({ request }) => {
  const light = products.find((product) => product.sku === 'IL-L1050MS')!;
  const html = await (await request.get(`/product/${light.sku}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<title>${light.item_name} | Verdant Grow Lights</title>`);
  expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/product/${light.sku}"`));
  expect(head).toMatch(/<meta property="og:image" content="http[^"]+\/products\/[^"]+"/);
  expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"/);

  const titles = new Set<string>();
  for (const path of ['/', '/categories', '/rma', '/usa-retailers', '/led-grow-lights', microgreens.path, '/ilogic-plus-1050w']) {
    const page = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(page.slice(0, page.indexOf('</head>')))?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
  }
  expect(titles.size).toBe(7);
});

test("a product page's structured data matches the catalogue", async ({ page, request }) => {
  const product = products.find((candidate) => candidate.sku === 'IL-L1050MS')!;
  await page.goto(`/product/${product.sku}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const item = data.find((block) => block['@type'] === 'Product') as { image: string[]; offers: { price: string } } & Record<string, unknown>;
  expect(item).toMatchObject({ name: product.item_name, sku: product.sku });
  expect(item.image[0]).toMatch(/^https?:\/\/.+\/products\//);
  expect(item.offers).toMatchObject({
    price: priceOf(product).toFixed(2),
    priceCurrency: 'USD',
    availability: `https://schema.org/${stockOf(product) > 0 ? 'InStock' : 'OutOfStock'}`,
  });
  expect(data.find((block) => block['@type'] === 'BreadcrumbList')).toBeTruthy();

  const detail = (await (await request.get(`/api/products/${product.sku}`)).json()) as ShopProduct;
  expect(item.offers.price).toBe(priceOf(detail).toFixed(2));
});

test('the sitemap lists every active product and no private page; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  for (const product of products) expect(locations).toContain(`/product/${encodeURIComponent(product.sku)}`);
  for (const path of ['/admin', '/cart', '/checkout', '/outbox', '/offline']) expect(locations).not.toContain(path);
  expect(locations).toContain(microgreens.path);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /admin');
});

test('an unknown SKU and an unknown address answer 404 with the helpful page', async ({ page }) => {
  const product = await page.goto('/product/NO-SUCH-SKU');
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  const other = await page.goto('/no-such-page');
  expect(other?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
});

/** Every error and warning the page logs, and every call it makes to the API. */
function watch(page: Page) {
  const complaints: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return { complaints, calls };
}

/**
 * Pages the server hands only the products they show: a product with its cords and related
 * products, a family page its families, the catalogue and search every product without its long texts.
 */
const HANDED_PART_OF_THE_CATALOGUE = ['/product/IL-L1050MS', '/categories', '/led-grow-lights', '/hid-lighting', '/controllers', '/search?q=led'];

const listAskedForAfterLoad = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [list] = performance.getEntriesByName(new URL('/api/products', location.href).href);
    return !!list && !!navigation && list.startTime >= navigation.loadEventStart;
  });

/** The SKUs in the data a rendered page hands to the browser. */
const handedOverSkus = (html: string) => {
  const data = [...html.matchAll(/<script[^>]* data-tsr-stream-part="">([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('');
  return new Set([...data.matchAll(/sku:"([^"]+)"/g)].map((match) => match[1]!));
};

test('a product page carries only the products it shows, and the whole catalogue follows once it has loaded', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const sku = 'IL-L1050MS';
  const html = await (await page.request.get(`/product/${sku}`)).text();
  const handedOver = handedOverSkus(html);
  const main = /<main[\s\S]*<\/main>/.exec(html)![0];
  const linked = new Set([...main.matchAll(/href="\/product\/([^"?#]+)"/g)].map((match) => decodeURIComponent(match[1]!)));
  // The product and every product the page links to (related products, cords), and little else.
  expect([sku, ...linked].filter((shown) => !handedOver.has(shown))).toEqual([]);
  expect(handedOver.size).toBeLessThan(products.length / 4);

  const list = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/products');
  await page.goto(`/product/${sku}`);
  await list;
  // With the connection gone, the search still finds a product the page was not handed.
  const elsewhere = products.find((product) => !handedOver.has(product.sku))!;
  await context.setOffline(true);
  await page.getByRole('combobox', { name: 'Search products' }).fill(elsewhere.sku);
  await expect(page.getByRole('listbox').getByRole('option', { name: elsewhere.item_name })).toBeVisible();
  await context.close();
});

test('the browser takes over every server-rendered page silently, without asking again for its data', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const paths = ['/', '/categories', '/product/IL-L1050MS', '/led-grow-lights', '/hid-lighting', '/controllers', microgreens.path, '/ilogic-plus-1050w', '/rma', '/usa-retailers', '/canadian-retailers', '/technical-support', '/support', '/grow-room-accessories', '/led-rebates-and-incentives', '/search?q=led', '/cart', '/no-such-page'];
  // No service worker, so every address is a page from the server, as on a first visit; with a
  // cart saved by an earlier visit, which the server renders without.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript(() =>
    localStorage.setItem('cart', JSON.stringify({ items: [{ id: 9, name: 'Saved light', price: 100, quantity: 2 }], totalItems: 2, totalPrice: 200 })),
  );
  const page = await context.newPage();
  const { complaints, calls } = watch(page);
  for (const path of paths) {
    calls.length = 0;
    await page.goto(path);
    await expect(page.getByTestId('cart-count'), path).toHaveText('2');
    // A page handed only the products it shows asks for the whole list once it has loaded (when
    // the browser is first idle), for the search and the next page; nothing asks for a page's own
    // data again.
    if (HANDED_PART_OF_THE_CATALOGUE.includes(path)) await expect.poll(() => calls, path).toEqual([`${baseURL}/api/products`]);
    await page.waitForLoadState('networkidle');
    // The browser records a fetch's timing only once its answer has arrived, hence after the quiet.
    if (HANDED_PART_OF_THE_CATALOGUE.includes(path)) expect(await listAskedForAfterLoad(page), path).toBe(true);
    expect(calls, path).toEqual(HANDED_PART_OF_THE_CATALOGUE.includes(path) ? [`${baseURL}/api/products`] : []);
  }
  // Resources that fail to load are the network's business (the video host is out of reach here,
  // and an address with no page is a 404), and Playwright notes the worker it blocked: what is
  // watched is the page's own code.
  expect(complaints.filter((text) => !/^error: Failed to load resource|blocked by Playwright/.test(text))).toEqual([]);
  await context.close();
});

test('a stock change made by staff shows on the rendered product page at once', async ({ playwright }) => {
  const password = 'greenhouse staff 2026';
  const server = await startServer({ env: { ADMIN_PASSWORD: password } });
  const api = await playwright.request.newContext({ baseURL: server.url });
  try {
    const availability = async () => {
      const html = await (await api.get('/product/IL-L1050MS')).text();
      const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
      return data.find((block) => block['@type'] === 'Product').offers.availability as string;
    };
    expect(await availability()).toBe('https://schema.org/InStock');

    const { csrfToken } = await (await api.post('/api/admin/session', { data: { password } })).json();
    const { id } = await (await api.get('/api/products/IL-L1050MS')).json();
    const change = await api.put(`/api/admin/products/${id}/stock`, { data: { stock: 0 }, headers: { 'x-csrf-token': csrfToken } });
    expect(change.ok()).toBe(true);
    expect(await availability()).toBe('https://schema.org/OutOfStock');
  } finally {
    await api.dispose();
    await server.stop();
  }
});
