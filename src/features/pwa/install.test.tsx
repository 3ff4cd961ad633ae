import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/setup/render';
import { captureInstallPrompt, reloadOnStaleChunk } from './install';
import { InstallApp, IOS_INSTALL_STEPS } from './install-app';
import { usePwaStore } from './pwa-store';

afterEach(() => {
  usePwaStore.setState({ installPrompt: null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** The event Chromium fires when the app may be installed. */
function offerInstall() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

describe('installing the app', () => {
  captureInstallPrompt();

  it("keeps the browser's offer for the Install button, which shows the prompt once", async () => {
    renderWithProviders(<InstallApp />);
    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the Verdant app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install the Verdant app' })).not.toBeInTheDocument();
  });

  it('guides iPhone users through Share → Add to Home Screen, which Safari offers instead of a prompt', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    renderWithProviders(<InstallApp />);
    expect(screen.getByText('Add Verdant to your Home Screen: Share → Add to Home Screen.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(IOS_INSTALL_STEPS);
  });
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
