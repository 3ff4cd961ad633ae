import type { Page } from '@playwright/test';

/** Waits until the service worker is active and controls the page (it precached the app on install). */
export async function untilWorkerControls(page: Page, options: { timeout?: number } = {}) {
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller, undefined, options);
}
