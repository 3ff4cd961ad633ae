import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../tests/setup/render';
import { UNREACHABLE_TEXTS } from '../../lib/unreachable';
import { NotSavedOffline, RECONNECT_RETRY_MS, RECONNECT_SETTLE_MS } from './not-saved-offline';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The page swaps the notice for its loading state while a retry runs, and back if it fails. */
const showNotice = (onRetry: () => void) => renderWithProviders(<NotSavedOffline onRetry={onRetry} />);

describe('the notice for a page not saved on this device', () => {
  it('waits for a tap while nothing suggests a retry would work', () => {
    const onRetry = vi.fn();
    showNotice(onRetry);
    expect(screen.getByRole('heading', { name: UNREACHABLE_TEXTS.heading })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(RECONNECT_SETTLE_MS * 2));
    expect(onRetry).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: UNREACHABLE_TEXTS.retry }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retries when the connection comes back, and again while it settles, then stops', () => {
    const onRetry = vi.fn();
    const first = showNotice(onRetry);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(onRetry).toHaveBeenCalledTimes(1);

    // The first request after the link came back failed: the page shows the notice again.
    first.unmount();
    const again = showNotice(onRetry);
    act(() => vi.advanceTimersByTime(RECONNECT_RETRY_MS - 1));
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onRetry).toHaveBeenCalledTimes(2);

    // Long after the connection came back, a failure means the server: the tap is the way.
    again.unmount();
    act(() => vi.advanceTimersByTime(RECONNECT_SETTLE_MS));
    showNotice(onRetry);
    act(() => vi.advanceTimersByTime(RECONNECT_SETTLE_MS));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
