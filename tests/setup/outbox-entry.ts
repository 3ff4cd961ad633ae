import type { OutboxEntry } from '../../src/lib/outbox/entry';

/** A waiting catalogue request as the outbox stores it, for the outbox's own tests. */
export const testEntry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'key-1',
  kind: 'catalog',
  endpoint: '/api/catalog',
  payload: { email: 'grower@example.com' },
  files: [],
  summary: 'Catalogue request',
  createdAt: 0,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  ...overrides,
});
