import { create } from 'zustand';
import { isWaiting, type OutboxEntry } from '../../lib/outbox/model';
import { allEntries } from '../../lib/outbox/store';

interface OutboxView {
  /** Newest first. */
  entries: OutboxEntry[];
  refresh: () => Promise<void>;
}

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
