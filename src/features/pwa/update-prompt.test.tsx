import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/setup/render';
import { usePwaStore } from './pwa-store';
import { UPDATE_TEXT, UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  it('stays hidden until a new version is waiting, then reloads into it on request', async () => {
    const applyUpdate = vi.fn();
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByText(UPDATE_TEXT)).not.toBeInTheDocument();

    act(() => usePwaStore.setState({ updateReady: true, applyUpdate }));
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });
});
