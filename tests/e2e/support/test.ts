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
