import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed with `page.clock.install()`) a moment from now, so only
 * `runFor` moves time from here on. On a busy machine "a moment from now" can already have passed
 * when the browser gets the order: then it asks again from the page's new now.
 *
 * It first lets the page finish starting (its modules loaded, then an idle moment): a tap made
 * before a rendered page has hydrated is kept and handled at the browser's first idle moment
 * after that, which a stopped clock would never bring.
 */
export async function freezeClock(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  for (;;) {
    const soon = await page.evaluate(() => Date.now() + 250);
    try {
      await page.clock.pauseAt(soon);
      return;
    } catch (error) {
      if (!/to the past/.test(String(error))) throw error;
    }
  }
}
