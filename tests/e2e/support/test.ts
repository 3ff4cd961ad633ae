import { test as base, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Locator, Page, Request } from '@playwright/test';

/**
 * `context.setOffline(true)` cuts every request, but Chromium (150) reports a document opened
 * after that as online (`navigator.onLine`, and no 'offline' event), where a phone in airplane
 * mode says offline. While the context is offline, each page's new document is told so on the
 * page's own session, and told again when the connection comes back.
 */
function documentsFollowOffline(context: BrowserContext) {
  let offline = false;
  const sessions = new Map<Page, Promise<CDPSession>>();
  const tell = async (page: Page, isOffline: boolean) => {
    if (!sessions.has(page)) sessions.set(page, context.newCDPSession(page));
    // A page closed before its session opened (a popup a test is done with) has nothing to be told.
    const session = await sessions.get(page)!.catch((error: unknown) => {
      if (page.isClosed()) return null;
      throw error;
    });
    await session?.send('Network.emulateNetworkConditions', { offline: isOffline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }).catch(() => {});
  };
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value) => {
    offline = value;
    await setOffline(value);
    await Promise.all([...sessions.keys()].filter((page) => !page.isClosed()).map((page) => tell(page, value)));
  };
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      if (offline && frame === page.mainFrame()) void tell(page, true);
    }),
  );
}

export const test = base.extend({
  // Playwright's fixture callback is named `use` by convention; it is not a React hook.
  context: async ({ context }, provide) => {
    documentsFollowOffline(context);
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
