import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Pages arrive rendered by the server and become interactive once their script has hydrated
 * them; a test, like a person, acts on them after that. Every page of every test waits, after
 * goto() and reload(), until the app marks the document interactive (src/app/main.tsx).
 */
async function untilInteractive(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return response;
  // A page that cannot start (scripts off, the server gone) is left to the test's own assertions.
  await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 20_000 }).catch(() => {});
  return response;
}

function waitForInteractiveAfterNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => untilInteractive(page, await goto(...args));
  page.reload = async (...args) => untilInteractive(page, await reload(...args));
}

export const test = base.extend({
  // Playwright's fixture callback is named `use` by convention; it is not a React hook.
  context: async ({ context }, provide) => {
    context.on('page', waitForInteractiveAfterNavigation);
    await provide(context);
  },
});

/**
 * Opens `path` the way a visitor arrives there from inside the app (a link, or the service
 * worker's shell on a later visit): the page renders in the browser and fetches its own data.
 * Opened directly, the server renders it with its data instead, so a test of how a page loads
 * or fails to load starts elsewhere and moves there.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/support');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
