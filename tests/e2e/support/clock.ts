import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed with `page.clock.install()`) a moment from now, so only
 * `runFor` moves time from here on. On a busy machine "a moment from now" can already have passed
 * when the browser gets the order: then it asks again from the page's new now.
 */
export async function freezeClock(page: Page) {
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
