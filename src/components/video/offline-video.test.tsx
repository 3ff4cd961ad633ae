import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../form/test-utils';
import { OFFLINE_VIDEO_TEXT, OfflineVideo } from './offline-video';

const setOnline = (online: boolean) => {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

const video = <OfflineVideo videoId="abc123" title="Roll Lock hanger installation" thumbnail="/support/roll-lock-video.svg" />;

afterEach(() => vi.restoreAllMocks());

describe('OfflineVideo', () => {
  it('loads the player only when an online visitor asks for it', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const { user, container } = renderWithMantine(video);
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Play video: Roll Lock hanger installation' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0');
    expect(frame?.getAttribute('title')).toBe('Roll Lock hanger installation');
  });

  it('keeps the drawn still and says why while offline', () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderWithMantine(video);
    setOnline(false);
    expect(screen.getByText(OFFLINE_VIDEO_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Video available when you're online/ })).toBeDisabled();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/support/roll-lock-video.svg');

    setOnline(true);
    expect(screen.getByRole('button', { name: 'Play video: Roll Lock hanger installation' })).toBeEnabled();
  });
});
