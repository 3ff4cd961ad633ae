import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/setup/render';
import { captureInstallPrompt, useInstallOfferStore } from '../../lib/install-offer';
import { InstallApp } from './install-app';
import { InstallEntry } from './install-entry';
import { INSTALL_TEXT } from './texts';

afterEach(() => {
  useInstallOfferStore.setState({ prompt: null });
  vi.restoreAllMocks();
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

const onIphone = () =>
  vi
    .spyOn(navigator, 'userAgent', 'get')
    .mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );

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
    onIphone();
    renderWithProviders(<InstallApp />);
    expect(screen.getByText('Add Verdant to your Home Screen: Share → Add to Home Screen.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(INSTALL_TEXT.iosSteps);
  });

  it('offers "Install app" where people look only while the browser allows it, and prompts from there', async () => {
    const chosen = vi.fn();
    renderWithProviders(<InstallEntry onChosen={chosen} />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    const offer = offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(chosen).toHaveBeenCalledOnce();
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('opens the iOS guide from "Install app" on an iPhone', async () => {
    onIphone();
    renderWithProviders(<InstallEntry />);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install Verdant' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(INSTALL_TEXT.iosSteps);
  });
});
