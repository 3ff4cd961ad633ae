import type { Page } from '@playwright/test';

/** What Chromium fires when the app may be installed; `installPrompts` counts the prompts shown. */
export async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installPrompts: number }).installPrompts += 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    (window as unknown as { installPrompts: number }).installPrompts = 0;
    window.dispatchEvent(offer);
  });
}
export const installPrompts = (page: Page) => page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts);
