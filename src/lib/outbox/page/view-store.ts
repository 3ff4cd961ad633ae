import { create } from 'zustand';
import { isWaiting, type OutboxEntry } from '../entry';
import { allEntries } from '../store';

interface OutboxView {
  /** Newest first. */
  entries: OutboxEntry[];
  refresh: () => Promise<void>;
}

/**
 * What the page shows of the outbox: the header's count and /outbox's list read it. Kept to
 * reading, so the header (on every first screen) does not bring the sending code along.
 */
export const useOutboxStore = create<OutboxView>((set) => ({
  entries: [],
  refresh: async () => {
    try {
      const entries = await allEntries();
      set({ entries: entries.sort((a, b) => b.createdAt - a.createdAt) });
    } catch (error) {
      console.error('Could not read the outbox', error);
    }
  },
}));

/** Submissions still waiting to go: the count the header shows. */
export const usePendingCount = () => useOutboxStore((view) => view.entries.filter(isWaiting).length);

/**
 * Queued submissions whose form is still on screen. When one is delivered, its form says so in
 * its own words, so the page's delivery notice leaves it out rather than saying it twice.
 */
const onScreen = new Set<string>();

export const isShownOnScreen = (id: string) => onScreen.has(id);

/** Marks a queued submission as watched by its form, until the form goes. */
export function watchOnScreen(id: string) {
  onScreen.add(id);
  return () => void onScreen.delete(id);
}
