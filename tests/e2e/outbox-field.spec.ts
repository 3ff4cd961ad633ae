import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test, type Locator, type Page } from './support/test';
import { chromiumLaunchOptions } from '../../scripts/browser.mjs';
import { fillLead, fillRmaForm } from './support/forms';
import { anyPendingBadge, goOffline, openControlled, pendingBadge, QUEUED_OFFLINE, QUEUED_UNREACHABLE, serverDatabase } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

/**
 * The outbox as it is used in the field, on touch screens: taps that come twice, a server that
 * stops while the Wi-Fi stays up, and a tablet closed and opened again before it is back online.
 */

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});
const db = () => serverDatabase(server);

/** Two taps a split second apart on the same spot, as a hurried thumb makes them, on screen. */
async function doubleTap(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a double tap offline saves one lead per form, locks what was sent, and one row arrives', async ({ page, context }) => {
    test.setTimeout(120_000);
    await openControlled(page, server.url);
    await goOffline(page, context);

    await page.getByRole('button', { name: 'DOWNLOAD OUR CATALOG' }).tap();
    const modal = page.getByRole('dialog', { name: 'Download Our Catalog' });
    await fillLead(modal, { role: 'Cultivator', state: 'Ohio' });
    await modal.getByRole('textbox', { name: 'Email' }).fill('twice-modal@farm.example');
    await doubleTap(page, modal.getByRole('button', { name: 'SEND' }));
    await expect(modal.getByRole('status')).toHaveText(QUEUED_OFFLINE);
    // Until it closes, the saved lead shows but cannot be sent again.
    await expect(modal.getByRole('button', { name: 'SEND' })).toBeDisabled();
    await expect(modal.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(modal).toBeHidden({ timeout: 5000 });

    await page.goto(`${server.url}/usa-retailers`);
    const inquiry = page.locator('#retailer-inquiry-form');
    await fillLead(inquiry, { role: 'Buyer', state: 'Oregon' });
    await inquiry.getByRole('textbox', { name: 'Email' }).fill('twice-retailer@farm.example');
    await doubleTap(page, inquiry.getByRole('button', { name: 'SEND' }));
    await expect(inquiry.getByRole('status')).toHaveText(QUEUED_OFFLINE);
    await doubleTap(page, inquiry.getByRole('button', { name: 'SEND' }));
    await expect(pendingBadge(page, 2)).toBeVisible();

    await context.setOffline(false);
    await expect(anyPendingBadge(page)).toBeHidden({ timeout: 30_000 });
    expect(db().count('leads', "email = 'twice-modal@farm.example'")).toBe(1);
    expect(db().count('leads', "email = 'twice-retailer@farm.example'")).toBe(1);
  });

  test('a server stopped while the Wi-Fi stays up: plain words, then delivery within 5 s of its return', async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { connectionEvents: string[] }).connectionEvents = changes;
      window.addEventListener('online', () => changes.push('online'));
      window.addEventListener('offline', () => changes.push('offline'));
    });
    await openControlled(page, `${server.url}/rma`);
    await server.stop();

    await fillRmaForm(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).tap();
    const status = page.getByRole('status').filter({ hasText: /RMA|server/ });
    await expect(status).toHaveText(QUEUED_UNREACHABLE, { timeout: 30_000 });
    await expect(pendingBadge(page, 1)).toBeVisible();

    // The outbox says what is going on in words, never the browser's error text.
    const outbox = await page.context().newPage();
    await outbox.goto(`${server.url}/outbox`);
    const item = outbox.getByRole('listitem').filter({ hasText: 'Return (RMA) request' });
    await expect(item).toContainText("Can't reach the Verdant server — it will be sent automatically");
    await expect(item).not.toContainText('Failed to fetch');
    await outbox.close();

    // Long enough for the page to be asking at its slowest pace.
    await page.waitForTimeout(15_000);
    const before = db().count('rmas');
    await server.restart();
    // No connection event will come: the page must notice by itself.
    await expect(anyPendingBadge(page)).toBeHidden({ timeout: 5_000 });
    expect(db().count('rmas')).toBe(before + 1);
    const [{ rma_number }] = db().query<{ rma_number: string }>('select rma_number from rmas order by id desc limit 1');
    // The form's line changes once the return is delivered.
    await expect(status).toHaveText(`RMA created successfully! RMA Number: ${rma_number}`);
    expect(await page.evaluate(() => (window as unknown as { connectionEvents: string[] }).connectionEvents)).toEqual([]);
  });
});

test('the outbox survives a reload, and the app closed and opened again before the server is back', async () => {
  test.setTimeout(180_000);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-profile-'));
  const open = () =>
    chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions,
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
  try {
    let context = await open();
    let page = context.pages()[0] ?? (await context.newPage());
    await openControlled(page, '/');
    await goOffline(page, context);
    const form = page.locator('#free-light-layout-form');
    await fillLead(form, { role: 'Hobbyist', state: 'Texas' });
    await form.getByRole('textbox', { name: 'Email' }).fill('kept@farm.example');
    await form.getByRole('button', { name: 'SEND' }).tap();
    await expect(form.getByRole('status')).toHaveText(QUEUED_OFFLINE);
    await page.reload();
    await expect(pendingBadge(page, 1)).toBeVisible();
    await server.stop();
    await context.close();

    // The phone is opened again, online, while the server is still down: the lead is there, waiting.
    context = await open();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/outbox');
    await expect(pendingBadge(page, 1)).toBeVisible();
    // Who sent it shows only to someone who asks: the next visitor at this phone does not see it.
    const item = page.getByRole('main').getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Waiting to send');
    await expect(item).not.toContainText('kept@farm.example');
    await item.getByRole('button', { name: 'Show details' }).tap();
    await expect(item).toContainText('kept@farm.example');
    expect(db().count('leads', "email = 'kept@farm.example'")).toBe(0);

    await server.restart();
    await expect(anyPendingBadge(page)).toBeHidden({ timeout: 30_000 });
    expect(db().count('leads', "email = 'kept@farm.example'")).toBe(1);
    await context.close();
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
