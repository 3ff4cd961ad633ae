import { reloadOnStaleChunk } from './stale-chunk';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const failedImport = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('a deploy while the page is open', () => {
  it('leaves the page as it is while offline: the chunk is out of reach, not stale', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reloadOnStaleChunk();
    expect(failedImport().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('reloads once when a chunk of the old version is gone, and not in a loop', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    reloadOnStaleChunk();
    expect(failedImport().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(failedImport().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});
