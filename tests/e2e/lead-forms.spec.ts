import { expect, test, type Locator, type Page } from './support/test';
import { freezeClock } from './support/clock';
import { choose, fillContact, fillLead } from './support/forms';

/** The three lead forms and the document request modal, in real Chromium against the real server. */

// A service worker would answer before page.route could; these tests shape the server's answers.
test.use({ serviceWorkers: 'block' });

const TEXT = {
  catalogueSuccess: 'Success! Check your email for the Verdant catalogue',
  lightLayoutSuccess: 'Success! Check your email for the Light Layout.',
  retailerSuccess: "Success! We'll be in touch soon.",
  failure: 'Sorry, there was an error. Please try again or contact us directly.',
  unreachable: "Can't reach the Verdant server — saved on this device, will send automatically",
  documentSuccess: 'Thank you! Your request has been submitted successfully. Our team will contact you soon with the requested documents.',
  documentFailure: 'Sorry, there was an error submitting your request. Please try again or contact us directly.',
};

/** Fake timers from here on, standing still until the test moves them (install alone lets time flow). */
async function installFrozenClock(page: Page) {
  await page.clock.install();
  await freezeClock(page);
}

/**
 * The modal's close transition chains timers and renders, each only scheduled once the previous
 * one ran: step the paused clock until the dialog is gone (at most a second).
 */
async function expectClosedSoon(page: Page, dialog: Locator) {
  for (let step = 0; step < 10 && (await dialog.isVisible()); step += 1) await page.clock.runFor(100);
  await expect(dialog).toBeHidden({ timeout: 1000 });
}

test.describe('catalogue request modal', () => {
  const openModal = async (page: Page) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'DOWNLOAD OUR CATALOG' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download Our Catalog' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test('sends the mapped lead, shows the success message, and closes 2 s later, reset', async ({ page }) => {
    const dialog = await openModal(page);
    await fillLead(dialog, { role: 'Retailer', country: 'Canada', state: 'British Columbia' });
    await installFrozenClock(page);
    const request = page.waitForRequest('**/api/catalog');
    const response = page.waitForResponse('**/api/catalog');
    await dialog.getByRole('button', { name: 'SEND' }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Dana Grower',
      phone: '805 555 0100',
      email: 'dana@example.com',
      country: 'Canada',
      state: 'British Columbia',
      customer_type_website: 'retail',
      retailer_name: 'Green Depot',
      company_name: 'Dana Farms',
    });
    expect((await response).status()).toBe(201);
    await expect(dialog.getByText(TEXT.catalogueSuccess, { exact: true })).toBeVisible();

    await page.clock.runFor(1900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(100);
    await expectClosedSoon(page, dialog);

    await page.clock.resume();
    await page.getByRole('button', { name: 'DOWNLOAD OUR CATALOG' }).click();
    const reopened = page.getByRole('dialog', { name: 'Download Our Catalog' });
    await expect(reopened.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(reopened.getByText(TEXT.catalogueSuccess)).toBeHidden();
  });

  test('shows the red banner when the server fails, keeps the fields, and sends again', async ({ page }) => {
    const keys: string[] = [];
    await page.route('**/api/catalog', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.fulfill({ status: 500, json: { error: 'Mail relay down' } });
    });
    const dialog = await openModal(page);
    await fillLead(dialog, { role: 'Cultivator', state: 'Ohio' });
    await dialog.getByRole('button', { name: 'SEND' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TEXT.failure);
    await expect(dialog.getByText('Mail relay down')).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('dana@example.com');
    // The retry of an unchanged lead carries the same key, so the server could never store it twice.
    await dialog.getByRole('button', { name: 'SEND' }).click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(dialog.getByRole('alert')).toHaveText(TEXT.failure);
  });
});

test.describe('free light layout form', () => {
  const form = (page: Page) => page.locator('#free-light-layout-form');

  test('sends state codes, reads SENDING... while in flight, clears the fields, and drops the message after 5 s', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/freelightlayout', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const section = form(page);
    await fillLead(section, { role: 'Microgrower', state: 'California' });
    await installFrozenClock(page);
    const request = page.waitForRequest('**/api/freelightlayout');
    await section.getByRole('button', { name: 'SEND' }).click();
    expect((await request).postDataJSON()).toMatchObject({ state: 'CA', customer_type_website: 'microgrower' });
    const sending = section.getByRole('button', { name: 'SENDING...' });
    await expect(sending).toBeDisabled();
    await section.locator('form').evaluate((element: HTMLFormElement) => element.requestSubmit());
    release();

    await expect(section.getByText(TEXT.lightLayoutSuccess, { exact: true })).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(section.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    await page.clock.runFor(4900);
    await expect(section.getByText(TEXT.lightLayoutSuccess)).toBeVisible();
    await page.clock.runFor(200);
    await expect(section.getByText(TEXT.lightLayoutSuccess)).toBeHidden();
  });

});

test.describe('retailer inquiry form', () => {
  const form = (page: Page) => page.locator('#retailer-inquiry-form');

  /** An inquiry sent while the server refuses connections: the form says it is out of reach. */
  const sendWhileUnreachable = async (page: Page) => {
    await page.route('**/api/retailers', (route) => route.abort('connectionrefused'));
    await page.goto('/usa-retailers');
    const section = form(page);
    await fillLead(section, { role: 'Buyer', country: 'Canada', state: 'Ontario' });
    await section.getByRole('button', { name: 'SEND' }).click();
    // The device is online: the form says the server is out of reach, not that the device is offline.
    await expect(section.getByRole('status')).toHaveText(TEXT.unreachable);
    return section;
  };

  test('validates, sends the role value and the store it is from, keeps the message 3 s, then resets', async ({ page }) => {
    await page.goto('/usa-retailers');
    const section = form(page);
    await section.getByRole('button', { name: 'SEND' }).click();
    await expect(section.getByText('Please select your role', { exact: true })).toBeVisible();
    await expect(section.getByRole('combobox', { name: 'Role' }).locator('option:checked')).toHaveText('Select role');

    await fillLead(section, { role: 'Store Manager', state: 'New York' });
    await installFrozenClock(page);
    const request = page.waitForRequest('**/api/retailers');
    await section.getByRole('button', { name: 'SEND' }).click();
    expect((await request).postDataJSON()).toEqual({
      name: 'Dana Grower',
      phone: '805 555 0100',
      email: 'dana@example.com',
      country: 'United States',
      state: 'New York',
      customer_type_website: 'store_manager',
      retailer_name: 'Green Depot',
      company_name: 'Dana Farms',
    });
    await expect(section.getByText(TEXT.retailerSuccess, { exact: true })).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dana Grower');
    await page.clock.runFor(2900);
    await expect(section.getByText(TEXT.retailerSuccess)).toBeVisible();
    await page.clock.runFor(200);
    await expect(section.getByText(TEXT.retailerSuccess)).toBeHidden();
    await expect(section.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect(section.getByRole('combobox', { name: 'Role' })).toHaveValue('');
  });

  test('a send the server cannot receive is saved, said so, and delivered when it can', async ({ page }) => {
    const section = await sendWhileUnreachable(page);
    await expect(section.getByRole('alert')).toHaveCount(0);
    const waiting = page.getByRole('banner').getByRole('link', { name: '1 waiting to send' });
    await expect(waiting).toBeVisible();

    await page.unroute('**/api/retailers');
    // The outbox asks the server every few seconds and sends as soon as it answers.
    await expect(waiting).toBeHidden({ timeout: 15_000 });
    await page.goto('/outbox');
    await expect(page.getByRole('listitem').filter({ hasText: 'Retailer inquiry' })).toContainText('Sent');
  });

  test('a send delivered as the next page opens is announced there', async ({ page }) => {
    await sendWhileUnreachable(page);
    // The form that watched the send is gone; the server answers again as the next page opens.
    await page.goto('about:blank');
    await page.unroute('**/api/retailers');
    await page.goto('/');
    const notice = page.getByRole('alert').filter({ hasText: 'Retailer inquiry delivered.' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(notice).toContainText('Sent');
  });
});

test.describe('document request modal', () => {
  const productWithDocuments = async (page: Page) => {
    const response = await page.request.get('/api/products');
    const { items } = (await response.json()) as { items: { sku: string; item_name: string; spec_sheet?: string | null }[] };
    const product = items.find((item) => item.spec_sheet);
    expect(product, 'a product with a spec sheet').toBeTruthy();
    return product!;
  };

  test('requests a spec sheet from the product page and closes 2 s after success', async ({ page }) => {
    const product = await productWithDocuments(page);
    await page.goto(`/product/${product.sku}`);
    await page.getByRole('button', { name: 'Spec Sheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Product Documents' });
    await expect(dialog.getByText(product.item_name, { exact: true })).toBeVisible();
    await expect(dialog.getByText('+1')).toBeVisible();

    await dialog.getByRole('button', { name: 'REQUEST DOCUMENTS' }).click();
    for (const message of ['Full name is required', 'Email is required', 'Phone is required', 'Customer type is required', 'State is required']) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }

    await fillContact(dialog);
    await choose(dialog, 'Customer type', 'Cultivator');
    await choose(dialog, 'State', 'Colorado');
    await installFrozenClock(page);
    const request = page.waitForRequest('**/api/document');
    const response = page.waitForResponse('**/api/document');
    await dialog.getByRole('button', { name: 'REQUEST DOCUMENTS' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      name: 'Dana Grower',
      customer_type_website: 'cultivator',
      country: 'United States',
      state: 'Colorado',
      product_name: product.item_name,
      spec_sheet_url: product.spec_sheet,
    });
    expect((await response).status()).toBe(201);
    await expect(dialog.getByText(TEXT.documentSuccess, { exact: true })).toBeVisible();
    await page.clock.runFor(1900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(100);
    await expectClosedSoon(page, dialog);
  });

  test('shows the fixed failure text and a contact link when the server answers 500', async ({ page }) => {
    await page.route('**/api/document', (route) => route.fulfill({ status: 500, json: { message: 'Document store offline' } }));
    const product = await productWithDocuments(page);
    await page.goto(`/product/${product.sku}`);
    await page.getByRole('button', { name: 'Spec Sheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Product Documents' });
    await fillContact(dialog);
    await choose(dialog, 'Customer type', 'Hobbyist');
    await choose(dialog, 'Country', 'Canada');
    await expect(dialog.getByRole('img', { name: 'Canada flag' })).toBeVisible();
    await choose(dialog, 'Province', 'Quebec');
    await dialog.getByRole('button', { name: 'REQUEST DOCUMENTS' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TEXT.documentFailure);
    await expect(dialog.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:sales@verdantgrowlights\.com/);
    await expect(dialog.getByText('Document store offline')).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dana Grower');
  });
});
