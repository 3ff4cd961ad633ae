import { useHydrated } from './hydration';
import { create } from 'zustand';

/** The browser's deferred install prompt (Chromium's beforeinstallprompt event). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallOffer {
  /** Set while the browser offers installation; null once used or where it never does. */
  prompt: InstallPromptEvent | null;
}

/** Shared by the header, the menu and /offline: every place that offers to install the app. */
export const useInstallOfferStore = create<InstallOffer>(() => ({ prompt: null }));

/** Keeps the browser's install offer for our own Install entries instead of its mini-infobar. */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallOfferStore.setState({ prompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallOfferStore.setState({ prompt: null }));
}

export const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iOS Safari has no install prompt: people add the app from the Share sheet. */
export const isIosSafari = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1 && /safari/i.test(navigator.userAgent));

/**
 * How this browser lets the app be installed right now: its own prompt, the Share-sheet guide on
 * iOS, or not at all (already installed, or a browser that offers nothing we can trigger).
 * Nothing while the server renders and the page hydrates: only the browser knows.
 */
export function useInstallOffer(): 'prompt' | 'ios-guide' | null {
  const prompt = useInstallOfferStore((offer) => offer.prompt);
  if (!useHydrated() || isStandalone()) return null;
  if (prompt) return 'prompt';
  return isIosSafari() ? 'ios-guide' : null;
}

/** Shows the browser's own install dialog; the offer is spent whatever the answer. */
export async function promptInstall() {
  const { prompt } = useInstallOfferStore.getState();
  if (!prompt) return;
  await prompt.prompt();
  await prompt.userChoice;
  useInstallOfferStore.setState({ prompt: null });
}
