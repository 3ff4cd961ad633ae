import { expect, test } from './support/test';
import { choose, fillContact } from './support/forms';
import { installPrompts, offerInstall } from './support/install';
import { goOffline, openControlled } from './support/outbox';

/**
 * The app's own tools where people look for them: Install, Offline and the Outbox in the menu and
 * the header, and the documents of a request opened from this device.
 */

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';


test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu leads to Offline and the Outbox, and offers Install once the browser allows it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Use Verdant offline' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Save for offline' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Outbox' }).tap();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();

    await offerInstall(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await menu.getByRole('button', { name: 'Install app' }).tap();
    expect(await installPrompts(page)).toBe(1);
    await expect(menu).toBeHidden();
  });

  test.describe('in Safari on an iPhone', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('Install app in the menu opens the Add to Home Screen guide', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Install app' }).tap();
      const guide = page.getByRole('dialog', { name: 'Install Verdant' });
      await expect(guide.getByRole('listitem')).toHaveText(['Tap the Share button in Safari’s toolbar.', 'Choose “Add to Home Screen”.', 'Tap “Add”.']);
    });
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('the header offers Install app only while the browser allows it', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Find a Retailer' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    await offerInstall(page);
    await banner.getByRole('button', { name: 'Install app' }).tap();
    expect(await installPrompts(page)).toBe(1);
    await expect(banner.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });

  test('a document request offers the spec sheet from this device, online and then offline', async ({ page, context }) => {
    test.setTimeout(120_000);
    const { items } = (await (await page.request.get('/api/products')).json()) as { items: { sku: string; spec_sheet?: string | null }[] };
    const product = items.find((item) => item.spec_sheet?.startsWith('/docs/'))!;
    await openControlled(page, `/product/${product.sku}`);

    const request = async () => {
      await page.getByRole('button', { name: 'Spec Sheet' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Request Product Documents' });
      await fillContact(dialog);
      await choose(dialog, 'Customer type', 'Cultivator');
      await choose(dialog, 'State', 'Colorado');
      await dialog.getByRole('button', { name: 'REQUEST DOCUMENTS' }).tap();
      await expect(dialog).toBeHidden({ timeout: 10_000 });
      // The newest offer: an earlier request's stays until it is closed.
      const offer = page.getByRole('link', { name: 'Open the spec sheet now' }).last();
      await expect(offer).toHaveAttribute('href', product.spec_sheet!);
      return offer;
    };
    const opensAsPdf = async (offer: Awaited<ReturnType<typeof request>>) => {
      const opened = context.waitForEvent('response', (response) => response.request().isNavigationRequest() && response.url().endsWith(product.spec_sheet!));
      const [popup] = await Promise.all([page.waitForEvent('popup'), offer.tap()]);
      const response = await opened;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      // Kept by the service worker, whatever the browser's own cache holds.
      expect(response.fromServiceWorker()).toBe(true);
      await popup.close();
    };

    await opensAsPdf(await request());

    // Offline, with the browser's HTTP cache emptied: only the copy kept on this device can open.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await goOffline(page, context);
    await opensAsPdf(await request());
  });
});
