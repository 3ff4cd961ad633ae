import { expect, openInApp, test, type Page } from './support/test';
import { activeProducts, priceOf, stockOf, usd, withStock, type ShopProduct } from './support/shop-products';
import { QUEUED_UNREACHABLE } from './support/outbox';

test.use({ serviceWorkers: 'block' });

let products: ShopProduct[];
test.beforeAll(async ({ request }) => {
  products = await activeProducts(request);
});

const fixture = (where: (p: ShopProduct) => boolean) => {
  const found = products.find(where);
  if (!found) throw new Error('No seeded product fits this test');
  return found;
};
const isLight = (p: ShopProduct) => p.category === 'LED Grow Lights' || p.category === 'HID Lighting';
const plus = (page: Page) => page.getByRole('button', { name: /^Increase quantity/ });
const minus = (page: Page) => page.getByRole('button', { name: /^Decrease quantity/ });

test('a product in stock shows its buy panel, breadcrumb and sections', async ({ page }) => {
  const product = fixture((p) => p.sku === 'IL-L1050MS');
  await page.goto(`/product/${product.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: product.item_name })).toBeVisible();
  await expect(page.getByText(usd(priceOf(product)), { exact: true })).toBeVisible();
  await expect(page.getByText('Lead time: Ships in 1-3 business days')).toBeVisible();
  await expect(page.getByText(product.sku, { exact: true })).toBeVisible();
  const voltages = page.getByRole('group', { name: 'Voltage' });
  await expect(voltages.getByRole('button')).toHaveText(['120V', '240V', '277V']);
  await expect(voltages.getByRole('button', { name: '120V' })).toHaveAttribute('aria-pressed', 'true');

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/categories');
  await expect(breadcrumb.getByRole('link', { name: 'LED Grow Lights' })).toHaveAttribute('href', '/categories#led-grow-lights');

  for (const heading of ['Overview', 'Technical Specifications', 'Spectrum Information', 'Certifications', 'Cords & Accesories', 'Related Products']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Power & Efficiency' })).toContainText('PPF');
  await expect(page.getByRole('table', { name: 'Physical Dimensions' })).toContainText(/in \/ \d+(\.\d+)? mm/);

  await breadcrumb.getByRole('link', { name: 'LED Grow Lights' }).click();
  await expect(page).toHaveURL(/\/categories\?category=led-grow-lights$/);
});

for (const [width, height] of [
  [390, 844],
  [768, 1024],
  [1024, 768],
]) {
  test(`the breadcrumb reads as one styled line with shelf names at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const accessory = fixture((p) => p.subcategory === 'HID ACCESSORIES');
    await page.goto(`/product/${accessory.sku}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    const shelf = breadcrumb.getByRole('link', { name: 'HID Accessories', exact: true });
    await expect(shelf).toHaveAttribute('href', '/categories#hid-lighting');
    await expect(breadcrumb).not.toContainText('HID ACCESSORIES');
    // The site's green, not the browser's underlined blue.
    const look = await shelf.evaluate((link) => {
      const style = getComputedStyle(link);
      return { color: style.color, underline: style.textDecorationLine };
    });
    expect(look.underline).toBe('none');
    expect(look.color).not.toBe('rgb(0, 0, 238)');
    for (const link of await breadcrumb.getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the breadcrumb links are targets a finger hits, side by side on one line', async ({ page }) => {
    const accessory = fixture((p) => p.subcategory === 'HID ACCESSORIES');
    await page.goto(`/product/${accessory.sku}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    const links = await breadcrumb.getByRole('link').all();
    expect(links).toHaveLength(2);
    const boxes = await Promise.all(links.map(async (link) => (await link.boundingBox())!));
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
    // Both links sit on the same line, their text centred in it.
    expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThan(1);
    await breadcrumb.getByRole('link', { name: 'HID Accessories', exact: true }).tap();
    await expect(page).toHaveURL(/\/categories\?category=hid-lighting$/);
  });
});

test('the quantity stays between 1 and the stock, with the stock notices', async ({ page }) => {
  const low = withStock(products, 2, 4);
  await page.goto(`/product/${low.sku}`);
  await expect(page.getByText(`Only ${stockOf(low)} units left in stock.`)).toBeVisible();
  await expect(minus(page)).toBeDisabled();
  for (let i = 1; i < stockOf(low); i++) await plus(page).click();
  await expect(page.locator('output')).toHaveText(String(stockOf(low)));
  await expect(plus(page)).toBeDisabled();
  await expect(minus(page)).toBeEnabled();

  const mid = withStock(products, 6, 9);
  await page.goto(`/product/${mid.sku}`);
  const ceiling = `You've reached the maximum available stock (${stockOf(mid)} units).`;
  await expect(page.getByText(ceiling)).toHaveCount(0);
  await expect(page.getByText(/units left in stock/)).toHaveCount(0);
  for (let i = 1; i < stockOf(mid); i++) await plus(page).click();
  await expect(page.getByText(ceiling)).toBeVisible();
  await expect(plus(page)).toBeDisabled();

  const plenty = withStock(products, 10, 100000);
  await page.goto(`/product/${plenty.sku}`);
  await plus(page).click();
  await expect(page.locator('output')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'BUY NOW', exact: true })).toBeVisible();
  await expect(page.getByText(/units left in stock|maximum available stock/)).toHaveCount(0);
});

test('an out-of-stock product hides the buy controls and offers a notification', async ({ page }) => {
  const out = withStock(products, 0, 0, isLight);
  await page.goto(`/product/${out.sku}`);
  const panel = page.getByRole('region', { name: out.item_name });
  await expect(panel.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Currently out of stock\. .*back in stock\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'BUY NOW', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'ADD TO CART', exact: true })).toHaveCount(0);
  await expect(plus(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notify When Available' })).toBeVisible();
  // Nothing ships while there is none: the out-of-stock note takes the lead time's place.
  await expect(page.getByText(/^Lead time:/)).toHaveCount(0);
});

test('an unknown SKU shows Product Not Found with a way back to the shop', async ({ page }) => {
  await page.goto('/categories');
  await page.goto('/product/NO-SUCH-SKU');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/categories$/);
});

test('the gallery says when a photo is broken or missing', async ({ page }) => {
  const product = fixture((p) => p.sku === 'IL-L1050MS');
  await page.route(`**${product.photo_1}`, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`/product/${product.sku}`);
  await expect(page.getByText('Image not available')).toBeVisible();

  const bare = fixture((p) => !p.photo_1);
  await page.goto(`/product/${bare.sku}`);
  await expect(page.getByText('No images available')).toBeVisible();
});

test('the long description is rendered as HTML with anything unsafe removed', async ({ page, request }) => {
  const body = (await (await request.get('/api/products')).json()) as { items: ShopProduct[] };
  const target = body.items.find((p) => p.sku === 'IL-L1050MS')!;
  target.long_description =
    '<h3>Built to flower</h3><p>Safe <strong>bold</strong> <a href="javascript:window.__pwned=1">bad link</a></p>' +
    '<img src="x" onerror="window.__pwned=2"><svg><script>window.__pwned=3</script></svg><p onclick="window.__pwned=4">click</p>';
  await page.route('**/api/products', (route) => route.fulfill({ json: body }));
  await openInApp(page, `/product/${target.sku}`);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('heading', { name: 'Built to flower' })).toBeVisible();
  await expect(overview.locator('strong')).toHaveText('bold');
  await expect(overview.locator('img, svg, script, [onclick]')).toHaveCount(0);
  await expect(overview.getByText('bad link')).not.toHaveAttribute('href', /.+/);
  await overview.getByText('click').click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a product without a long description says information will follow', async ({ page, request }) => {
  const body = (await (await request.get('/api/products')).json()) as { items: ShopProduct[] };
  const target = body.items.find((p) => p.sku === 'IL-L1050MS')!;
  delete target.long_description;
  await page.route('**/api/products', (route) => route.fulfill({ json: body }));
  await openInApp(page, `/product/${target.sku}`);
  await expect(page.getByText('Product information will be displayed here when available.')).toBeVisible();
});

test('Product Documents links open the document request form', async ({ page }) => {
  const product = fixture((p) => !!p.spec_sheet && isLight(p));
  await page.goto(`/product/${product.sku}`);
  await page.getByRole('button', { name: 'Spec Sheet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('cable carousel', () => {
  for (const [width, perPage] of [
    [1280, 4],
    [800, 3],
    [700, 2],
    [390, 1],
  ] as const) {
    test(`shows ${perPage} per page at ${width}px and wraps around`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/product/IL-L1050MS');
      const cords = page.getByRole('region', { name: 'Cords & Accesories' });
      const shown = cords.getByRole('article');
      await expect(shown).toHaveCount(perPage);
      const dots = cords.getByRole('button', { name: /^Page \d+ of \d+$/ });
      const pages = await dots.count();
      expect(pages).toBeGreaterThan(1);
      const firstName = await shown.first().getAttribute('aria-label');
      await cords.getByRole('button', { name: 'Previous' }).click();
      await expect(dots.nth(pages - 1)).toHaveAttribute('aria-current', 'true');
      await cords.getByRole('button', { name: 'Next' }).click();
      await expect(shown.first()).toHaveAttribute('aria-label', firstName!);
      await dots.nth(1).click();
      await expect(shown.first()).not.toHaveAttribute('aria-label', firstName!);
    });
  }

  test('falls back to a note when no cables are known', async ({ page, request }) => {
    const body = (await (await request.get('/api/products')).json()) as { items: ShopProduct[] };
    const controller = body.items.find((p) => p.category === 'Controllers' && p.subcategory)!;
    // A controller no cord list or keyword knows about.
    Object.assign(controller, { sku: 'IL-ROOM-PROBE', item_name: 'Room Probe', short_description: '', long_description: '' });
    await page.route('**/api/products', (route) => route.fulfill({ json: body }));
    await openInApp(page, '/product/IL-ROOM-PROBE');
    await expect(page.getByRole('heading', { level: 1, name: 'Room Probe' })).toBeVisible();
    await expect(page.getByText('Compatible cables information for this product will be available soon.')).toBeVisible();
  });
});

test('related products come from the same category first, at most 8 by default', async ({ page }) => {
  const product = fixture((p) => p.sku === 'ILUM-DE-N1K');
  await page.goto(`/product/${product.sku}`);
  const related = page.getByRole('region', { name: 'Related Products' });
  const slides = related.getByRole('article');
  await expect(slides.first()).toBeVisible();
  expect(await slides.count()).toBeLessThanOrEqual(8);
  const hid = new Set(products.filter((p) => p.category === 'HID Lighting').map((p) => p.item_name));
  expect(hid.has((await slides.first().getAttribute('aria-label'))!)).toBe(true);
  await expect(related.getByRole('article', { name: product.item_name, exact: true })).toHaveCount(0);
});

test.describe('back-in-stock notification', () => {
  const openModal = async (page: Page) => {
    const out = withStock(products, 0, 0, isLight);
    await page.goto(`/product/${out.sku}`);
    await page.getByRole('button', { name: 'Notify When Available' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify When Available' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test('asks for a valid email, confirms, closes after 2 s and starts empty next time', async ({ page }) => {
    await page.clock.install();
    const dialog = await openModal(page);
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill('grower@farm');
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/requestproduct') && request.method() === 'POST');
    await email.fill('grower@farm.example');
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({ email: 'grower@farm.example', product_name: expect.any(String) });
    expect(request.headers()['idempotency-key']).toBeTruthy();
    await expect(dialog.getByText("You're on the list!")).toBeVisible();

    await page.clock.runFor(1500);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1000);
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Notify When Available' }).click();
    await expect(page.getByRole('dialog', { name: 'Notify When Available' }).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  const answers: [string, { status: number; body: string; contentType?: string }, string][] = [
    ['400 with the server error', { status: 400, body: JSON.stringify({ error: 'Please enter a valid email address', details: { email: 'x' } }) }, 'Please enter a valid email address'],
    ['400 with only details', { status: 400, body: JSON.stringify({ details: 'This product cannot be followed' }) }, 'This product cannot be followed'],
    ['500 without an error field', { status: 500, body: '{}' }, 'Server error: 500'],
    ['500 with an HTML page', { status: 500, body: '<html>Bad gateway</html>', contentType: 'text/html' }, 'Server returned invalid JSON. Check console for details.'],
    ['an empty answer', { status: 502, body: '' }, 'Server returned empty response'],
  ];
  for (const [name, answer, message] of answers) {
    test(`shows the right message for ${name}`, async ({ page }) => {
      await page.route('**/api/requestproduct', (route) =>
        route.fulfill({ status: answer.status, body: answer.body, contentType: answer.contentType ?? 'application/json' }),
      );
      const dialog = await openModal(page);
      await dialog.getByRole('textbox', { name: 'Email address' }).fill('grower@farm.example');
      await dialog.getByRole('button', { name: 'Notify Me' }).click();
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(dialog).toBeVisible();
    });
  }

  test('when the server cannot be reached the request is saved for later, not refused', async ({ page }) => {
    await page.route('**/api/requestproduct', (route) => route.abort('connectionrefused'));
    const dialog = await openModal(page);
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('grower@farm.example');
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(dialog.getByText(QUEUED_UNREACHABLE, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Something went wrong. Please try again.')).toHaveCount(0);
  });
});
