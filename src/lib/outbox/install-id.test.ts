import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_ID_HEADER } from '../../shared/schemas/headers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('install id', () => {
  it('is created once and read back by a later page or the worker', async () => {
    const first = await (await import('./send')).installId();
    vi.resetModules();
    const later = await (await import('./send')).installId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(later).toBe(first);
  });

  it('rides on every outbox delivery', async () => {
    const { installId, replayOutbox } = await import('./send');
    const { putEntry } = await import('./store');
    const fetch = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await putEntry({ id: 'key-1', kind: 'catalog', endpoint: '/api/catalog', payload: {}, files: [], summary: '', createdAt: 0, state: 'pending', attempts: 0, nextAttemptAt: 0 });
    await replayOutbox();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)[INSTALL_ID_HEADER]).toBe(await installId());
  });
});
