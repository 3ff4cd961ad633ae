import { create } from 'zustand';

interface PwaState {
  /** A new version is installed and waiting; applyUpdate() switches to it and reloads. */
  updateReady: boolean;
  applyUpdate: () => void;
}

export const usePwaStore = create<PwaState>(() => ({ updateReady: false, applyUpdate: () => {} }));
