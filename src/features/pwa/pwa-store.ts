import { create } from 'zustand';

/** The browser's deferred install prompt (Chromium's beforeinstallprompt event). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** A new version is installed and waiting; applyUpdate() switches to it and reloads. */
  updateReady: boolean;
  applyUpdate: () => void;
  /** Set while the browser offers installation; null once used or where it never does. */
  installPrompt: InstallPromptEvent | null;
}

export const usePwaStore = create<PwaState>(() => ({ updateReady: false, applyUpdate: () => {}, installPrompt: null }));
