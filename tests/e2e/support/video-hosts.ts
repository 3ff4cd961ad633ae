import type { Page } from '@playwright/test';

/**
 * Video thumbnails and embeds come from another host, unreachable from the test machine:
 * refuse them at once, so every thumbnail walks its fallback chain to the drawn placeholder
 * instead of waiting for a network timeout.
 */
export async function blockVideoHosts(page: Page) {
  await page.route(/ytimg\.com|youtube-nocookie\.com|youtube\.com/, (route) => route.abort());
}
