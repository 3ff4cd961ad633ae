import { SAMPLE_POSTS, type SocialPost } from '../../content/home';
import {
  VIDEO_PLACEHOLDER,
  embedUrl,
  formatPostDate,
  nextThumbnail,
  postsToShow,
  thumbnailChain,
  truncateCaption,
} from './model';

describe('truncateCaption', () => {
  it('keeps a caption of 100 characters or fewer whole', () => {
    const caption = 'a'.repeat(100);
    expect(truncateCaption(caption)).toBe(caption);
  });

  it('cuts a longer caption to 100 characters plus an ellipsis', () => {
    const caption = `${'b'.repeat(100)}tail`;
    expect(truncateCaption(caption)).toBe(`${'b'.repeat(100)}…`);
  });
});

describe('formatPostDate', () => {
  it('shows the short month and day', () => {
    expect(formatPostDate('2026-10-12T15:30:00Z')).toBe('Oct 12');
    expect(formatPostDate('2026-03-01T00:00:00Z')).toBe('Mar 1');
  });

  it('writes every day of the year as Intl does, in UTC', () => {
    const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 366; day += 1) {
      const at = new Date(Date.UTC(2028, 0, 1, 23, 30) + day * 86_400_000).toISOString();
      expect(formatPostDate(at)).toBe(shortDate.format(new Date(at)));
    }
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatPostDate('not a date')).toBe('');
  });
});

describe('postsToShow', () => {
  const post = (id: number): SocialPost => ({ ...SAMPLE_POSTS[0], id: `p${id}` });

  it('uses the 3 built-in samples when no posts are supplied', () => {
    expect(postsToShow(undefined)).toHaveLength(3);
    expect(postsToShow([])).toEqual(SAMPLE_POSTS);
  });

  it('shows at most 6 supplied posts', () => {
    const posts = Array.from({ length: 9 }, (_, i) => post(i));
    expect(postsToShow(posts).map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
  });
});

describe('video thumbnails', () => {
  it('fall back from high to medium to default quality, then the drawn placeholder', () => {
    const chain = thumbnailChain('abc123');
    expect(chain).toEqual([
      'https://i.ytimg.com/vi/abc123/hqdefault.jpg',
      'https://i.ytimg.com/vi/abc123/mqdefault.jpg',
      'https://i.ytimg.com/vi/abc123/default.jpg',
      VIDEO_PLACEHOLDER,
    ]);
    let current = chain[0];
    const seen = [current];
    for (let i = 0; i < 4; i += 1) {
      current = nextThumbnail(chain, current);
      seen.push(current);
    }
    expect(seen).toEqual([...chain, VIDEO_PLACEHOLDER]);
  });

  it('embed with autoplay on the privacy-enhanced host', () => {
    expect(embedUrl('abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0');
  });
});
