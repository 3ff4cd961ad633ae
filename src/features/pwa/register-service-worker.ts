import { usePwaStore } from './pwa-store';

/**
 * Registers the service worker through workbox-window once the page has loaded, and offers a
 * waiting update instead of swapping code under the visitor's feet. Home-screen apps on iOS
 * are never reloaded by the browser, so the app also checks for an update each time it
 * comes back to the foreground.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    usePwaStore.setState({
      updateReady: true,
      applyUpdate: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => {});
  });

  try {
    await wb.register();
  } catch (error) {
    // Some browsers refuse workers (private windows, policies): the store still works online.
    console.info('The app cannot work offline in this browser', error);
  }
}
