import { usePwaStore, type InstallPromptEvent } from './pwa-store';

/** Keeps the browser's install offer for our own Install button instead of its mini-infobar. */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwaStore.setState({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => usePwaStore.setState({ installPrompt: null }));
}

export const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iOS Safari has no install prompt: people add the app from the Share sheet. */
export const isIosSafari = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1 && /safari/i.test(navigator.userAgent));

/**
 * After a deploy, an open page may ask for a chunk that no longer exists. Reload once to get
 * the new version; a second failure in the same session is left to the error view.
 */
export function reloadOnStaleChunk() {
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem('verdant:reloaded-for-chunk')) return;
    sessionStorage.setItem('verdant:reloaded-for-chunk', '1');
    event.preventDefault();
    window.location.reload();
  });
}
