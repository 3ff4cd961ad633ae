import { expect, openInApp, test } from './support/test';

// page.route must see the product calls, so no service worker may answer them first.
test.use({ serviceWorkers: 'block' });

test.describe('/support', () => {
  test('shows the terms with every payment method, and writes the chosen tab to the address', async ({ page }) => {
    await page.goto('/support');
    const terms = page.getByRole('tab', { name: 'Terms & Conditions' });
    await expect(terms).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/interest of 1\.5% per month/)).toBeVisible();
    await expect(page.getByText(/restocking fee of 5% to 40%/)).toBeVisible();
    const payments = page.getByRole('list', { name: 'Accepted payment methods' });
    for (const method of ['Visa', 'MasterCard', 'American Express', 'Discover', 'PayPal', 'Venmo', 'BitCoin', 'Amazon Pay', 'Cash']) {
      await expect(payments.getByText(method, { exact: true })).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Warranty' }).click();
    await expect(page).toHaveURL(/\/support\?section=warranty$/);
    await expect(page.getByText(/within 30 days of purchase/)).toBeVisible();
    await expect(page.getByText(/original buyer only/)).toBeVisible();

    await terms.click();
    await expect(page).toHaveURL(/\/support\?section=terms$/);
    await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  });

  test('opens the warranty for customers and the terms for retailers', async ({ page }) => {
    await page.goto('/support?section=customer');
    await expect(page.getByRole('tab', { name: 'Warranty' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/support?section=retailer');
    await expect(page.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('/technical-support', () => {
  test('switches topics from the menu without changing the address', async ({ page }) => {
    await page.goto('/technical-support');
    await expect(page.getByRole('tab', { name: 'HASH Controller Q&A' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'HASH Controller Q&A' })).toBeVisible();
    const url = page.url();

    await page.getByRole('tab', { name: 'DE Error Codes' }).click();
    await expect(page.getByRole('table', { name: 'Ballast LED indicator states' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Controller error codes' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Meaning' }).first()).toBeVisible();
    expect(page.url()).toBe(url);

    await page.getByRole('tab', { name: 'Installation Procedure' }).click();
    for (const text of [
      /at 100% for at least 100 hours/,
      /wait 1 hour before striking it again/,
      /no more than 80% of its capacity/,
      /24–60 inches apart/,
      /not lit after 30 minutes, cycle the power once/,
      /60 lights per zone on 2 channels, up to 120 lights/,
      /from 100% down to 25%/,
    ]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    for (const heading of ['Safety', 'Wiring', 'Dimming', 'Hot re-strike', 'Mounting', 'Timer', 'Flip box']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }

    await page.getByRole('tab', { name: 'DE Troubleshooting' }).click();
    await expect(page.getByRole('heading', { name: 'The lamp does not light' })).toBeVisible();
    expect(page.url()).toBe(url);
  });

  test('loads the roll lock video only when asked, and not while offline', async ({ page, context }) => {
    await page.goto('/technical-support');
    await page.getByRole('tab', { name: 'Roll Lock Installation' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByText("Video available when you're online")).toBeVisible();
    await expect(page.getByRole('button', { name: /Video available when you're online/ })).toBeDisabled();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Play video: Roll Lock hanger installation' }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
  });

  test('lists documented products by category and opens the document request for one', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/products')).json()) as {
      items: { item_name: string; sku: string; spec_sheet?: string | null; manual?: string | null }[];
    };
    const documented = items.find((item) => item.spec_sheet);
    test.skip(!documented, 'the catalogue has no product with a spec sheet');

    await page.goto('/technical-support');
    await page.getByRole('tab', { name: 'Instruction Manual Links' }).click();
    await expect(page.getByText(`SKU: ${documented!.sku}`)).toBeVisible();
    await page.getByRole('button', { name: `Spec Sheet: ${documented!.item_name}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('says so when the product list fails or has no documents', async ({ page }) => {
    await page.route('**/api/products', (route) => route.fulfill({ status: 500, body: 'down' }));
    await openInApp(page, '/technical-support');
    await page.getByRole('tab', { name: 'Instruction Manual Links' }).click();
    await expect(page.getByRole('alert')).toContainText('Error loading products');

    await page.unroute('**/api/products');
    await page.route('**/api/products', (route) =>
      route.fulfill({ json: { items: [{ id: 1, sku: 'X-1', item_name: 'Plain', subcategory: 'Cords', category: 'Cords' }] } }),
    );
    await openInApp(page, '/technical-support');
    await page.getByRole('tab', { name: 'Instruction Manual Links' }).click();
    await expect(page.getByText('No products found with documentation')).toBeVisible();
  });
});

test.describe('/grow-room-accessories', () => {
  test('shows every section, the hanger links, the cords link and the outside shop in a new tab', async ({ page }) => {
    await page.goto('/grow-room-accessories');
    for (const heading of ['DE Lamp Glass Shield', 'Deep Reflector', 'Wide Reflector', 'Rope Ratchets', 'Wire Cables', 'C Hangers']) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    const hangers = page.locator('#c-hangers');
    for (const sku of ['ILUM-CHanger', 'ILUM-CHangerCMH', 'ILUM-CHangerDECMH']) {
      await expect(hangers.locator(`a[href="/product/${sku}"]`)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'SHOP CORDS' })).toHaveAttribute('href', '/categories?category=cords-accessories');
    const buy = page.getByRole('link', { name: /^Buy Now: DE lamp glass shield/ });
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', /noopener/);

    await page.getByRole('button', { name: 'Spec Sheet: Deep reflector, double-ended' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
