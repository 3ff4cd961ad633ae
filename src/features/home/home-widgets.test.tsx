import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { OFFLINE_VIDEO_TEXT } from '../../components/video/offline-video';
import { renderWithProviders } from '../../../tests/setup/render';
import { POSTS_SECTION, SAMPLE_POSTS, SHOWCASE_VIDEOS, VIDEO_SECTION } from '../../content/home';
import { VIDEO_PLACEHOLDER } from './model';
import { PostCard } from './posts-grid';
import { useAutoAdvance } from './use-auto-advance';
import { VideoCard } from './video-card';

function fakeEmbla() {
  const listeners = new Set<() => void>();
  const embla = {
    index: 0,
    canScrollNext: () => embla.index < 2,
    scrollNext: () => {
      embla.index += 1;
      listeners.forEach((listener) => listener());
    },
    scrollTo: (index: number) => {
      embla.index = index;
      listeners.forEach((listener) => listener());
    },
    on: (_event: string, listener: () => void) => listeners.add(listener),
    off: (_event: string, listener: () => void) => listeners.delete(listener),
  };
  return embla;
}

describe('useAutoAdvance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves one slide every 5000 ms, back to the first after the last', () => {
    const embla = fakeEmbla();
    renderHook(() => useAutoAdvance(embla as unknown as EmblaCarouselType, 5000, true));
    vi.advanceTimersByTime(4999);
    expect(embla.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(embla.index).toBe(1);
    vi.advanceTimersByTime(10000);
    expect(embla.index).toBe(0);
  });

  it('restarts the wait when the visitor changes slide, and stops while not running', () => {
    const embla = fakeEmbla();
    const { rerender } = renderHook(
      ({ running }) => useAutoAdvance(embla as unknown as EmblaCarouselType, 5000, running),
      {
        initialProps: { running: true },
      },
    );
    vi.advanceTimersByTime(4000);
    act(() => embla.scrollTo(2));
    vi.advanceTimersByTime(4000);
    expect(embla.index).toBe(2);
    rerender({ running: false });
    vi.advanceTimersByTime(20000);
    expect(embla.index).toBe(2);
  });
});

describe('VideoCard', () => {
  const video = SHOWCASE_VIDEOS[0];

  it('falls back through thumbnail qualities to the drawn placeholder', () => {
    renderWithProviders(<VideoCard video={video} playing={false} online onPlay={() => {}} />);
    const img = screen.getByRole('button', { name: VIDEO_SECTION.play(video.title) }).querySelector('img')!;
    expect(img.getAttribute('src')).toContain('hqdefault');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toContain('mqdefault');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toContain('/default.jpg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(VIDEO_PLACEHOLDER);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(VIDEO_PLACEHOLDER);
  });

  it('shows the player when playing online, and a note instead when offline', () => {
    const { rerender } = renderWithProviders(<VideoCard video={video} playing online onPlay={() => {}} />);
    expect(screen.getByTitle(video.title).tagName).toBe('IFRAME');
    rerender(<VideoCard video={video} playing online={false} onPlay={() => {}} />);
    expect(screen.queryByTitle(video.title)).not.toBeInTheDocument();
    expect(screen.getByText(OFFLINE_VIDEO_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VIDEO_SECTION.play(video.title) })).toBeDisabled();
  });
});

describe('PostCard', () => {
  it('shows Image not found when the image fails to load', () => {
    const { container } = renderWithProviders(<PostCard post={SAMPLE_POSTS[1]} />);
    expect(screen.queryByText(POSTS_SECTION.imageMissing)).not.toBeInTheDocument();
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText(POSTS_SECTION.imageMissing)).toBeInTheDocument();
  });
});
