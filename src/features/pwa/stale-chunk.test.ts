import { reloadOnStaleChunk } from './stale-chunk';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('a deploy while the page is open', () => {
  it('reloads once when a chunk of the old version is gone, and not in a loop', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    reloadOnStaleChunk();
    const failedImport = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event;
    };
    expect(failedImport().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(failedImport().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});
