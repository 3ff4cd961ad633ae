import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { SAVE_CHANNEL, SAVE_REQUEST, type SaveMessage, type SavedRecord } from '../../lib/offline-caches';
import { SAVE_ERRORS, SILENT_SAVE_MS, requestSave } from '../../lib/offline-pack';
import { SaveForOffline } from './save-for-offline';
import SaveForOfflineMenuItem from './save-for-offline-menu-item';

/** The service worker as the page meets it: it hears the request and answers on the save channel. */
function fakeWorker(answer: (say: (message: SaveMessage) => void) => void) {
  const requests: unknown[] = [];
  const channel = new BroadcastChannel(SAVE_CHANNEL);
  const worker = {
    postMessage: (message: unknown) => {
      requests.push(message);
      answer((reply) => channel.postMessage(reply));
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ active: worker }), ready: Promise.resolve({ active: worker }) },
  });
  return { requests, close: () => channel.close() };
}

const RECORD: SavedRecord = { savedAt: Date.UTC(2026, 2, 5, 15, 4), revisions: { '/products/a-1.svg': 'r1' }, failed: [] };

let worker: ReturnType<typeof fakeWorker> | undefined;
beforeEach(() => {
  vi.stubGlobal('caches', { match: async () => undefined });
});
afterEach(() => {
  worker?.close();
  worker = undefined;
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('asking the worker to save', () => {
  it('follows the progress to the record the worker kept', async () => {
    worker = fakeWorker((say) => {
      say({ type: 'progress', total: 2, saved: 1, failed: [] });
      say({ type: 'progress', total: 2, saved: 2, failed: [] });
      say({ type: 'saved', record: RECORD });
    });
    const progress = vi.fn();
    await expect(requestSave(progress)).resolves.toEqual(RECORD);
    expect(worker.requests).toEqual([{ type: SAVE_REQUEST }]);
    expect(progress.mock.calls.map(([step]) => step.saved)).toEqual([1, 2]);
  });

  it("passes on the worker's reason when the save could not run", async () => {
    worker = fakeWorker((say) => say({ type: 'save-failed', message: "Can't reach the Verdant server to save the catalogue." }));
    await expect(requestSave(() => {})).rejects.toThrow("Can't reach the Verdant server to save the catalogue.");
  });

  it('stops waiting when the worker goes silent', async () => {
    vi.useFakeTimers();
    worker = fakeWorker(() => {});
    const saving = requestSave(() => {});
    const outcome = expect(saving).rejects.toThrow(SAVE_ERRORS.silent);
    await vi.advanceTimersByTimeAsync(SILENT_SAVE_MS);
    await outcome;
  });

  it('says so in a browser without service workers', async () => {
    await expect(requestSave(() => {})).rejects.toThrow(SAVE_ERRORS.unsupported);
  });
});

describe('Save for offline', () => {
  it('counts only files held, names each one that failed, and shows when it was saved', async () => {
    const failed = [{ url: '/products/gone.jpg', reason: 'not on the server (404)' }];
    worker = fakeWorker((say) => {
      say({ type: 'progress', total: 3, saved: 1, failed: [] });
      say({ type: 'progress', total: 3, saved: 2, failed });
      say({ type: 'saved', record: { ...RECORD, failed } });
    });
    renderWithProviders(<SaveForOffline />);
    await userEvent.click(screen.getByRole('button', { name: 'Save for offline' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved\. Storage used: /));
    expect(screen.getByText('2 of 3 files saved')).toBeInTheDocument();
    expect(screen.queryByText(/could not be fetched/)).not.toBeInTheDocument();
    const notSaved = screen.getByRole('alert');
    expect(notSaved).toHaveTextContent('This file could not be saved:');
    expect(notSaved).toHaveTextContent('/products/gone.jpg (not on the server (404))');
    expect(screen.getByText(/^Saved on Mar 5, 2026, /)).toBeInTheDocument();
  });

  it('shows the date of the copy already on the device, and a newer one when the worker refreshes it', async () => {
    vi.stubGlobal('caches', { match: async () => new Response(JSON.stringify(RECORD)) });
    worker = fakeWorker(() => {});
    renderWithProviders(<SaveForOffline />);
    expect(await screen.findByText(/^Saved on Mar 5, 2026, /)).toBeInTheDocument();

    const background = new BroadcastChannel(SAVE_CHANNEL);
    await act(async () => {
      background.postMessage({ type: 'saved', record: { ...RECORD, savedAt: Date.UTC(2026, 2, 7, 15, 4) } } satisfies SaveMessage);
    });
    background.close();
    expect(await screen.findByText(/^Saved on Mar 7, 2026, /)).toBeInTheDocument();
  });

  it('keeps the newer date when a refresh finishes while the stored record is still being read', async () => {
    let answerRead: (response: Response) => void = () => {};
    vi.stubGlobal('caches', { match: () => new Promise<Response>((resolve) => (answerRead = resolve)) });
    worker = fakeWorker(() => {});
    renderWithProviders(<SaveForOffline />);

    const background = new BroadcastChannel(SAVE_CHANNEL);
    await act(async () => {
      background.postMessage({ type: 'saved', record: { ...RECORD, savedAt: Date.UTC(2026, 2, 7, 15, 4) } } satisfies SaveMessage);
    });
    background.close();
    expect(await screen.findByText(/^Saved on Mar 7, 2026, /)).toBeInTheDocument();
    await act(async () => answerRead(new Response(JSON.stringify(RECORD))));
    expect(screen.getByText(/^Saved on Mar 7, 2026, /)).toBeInTheDocument();
  });
});

describe('Save for offline in the menu', () => {
  it('starts the save on the first tap and shows its progress and result in place', async () => {
    let finish: () => void = () => {};
    worker = fakeWorker((say) => {
      say({ type: 'progress', total: 2, saved: 1, failed: [] });
      finish = () => {
        say({ type: 'progress', total: 2, saved: 2, failed: [] });
        say({ type: 'saved', record: RECORD });
      };
    });
    renderWithProviders(<SaveForOfflineMenuItem className="entry" />);
    const button = screen.getByRole('button', { name: 'Save for offline' });
    await userEvent.click(button);

    expect(worker.requests).toEqual([{ type: SAVE_REQUEST }]);
    expect(await screen.findByText('1 of 2 files saved')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved\. Storage used: /));
    expect(screen.getByText('2 of 2 files saved')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("says why when the save could not start", async () => {
    renderWithProviders(<SaveForOfflineMenuItem className="entry" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save for offline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_ERRORS.unsupported);
  });
});
