import { POSTS_SECTION, SAMPLE_POSTS, type SocialPost } from '../../content/home';

/** The home carousels move on to their next slide every 5 seconds. */
export const AUTO_ADVANCE_MS = 5000;

/** One ellipsis character everywhere a caption is cut. */
export const ELLIPSIS = '…';

export function truncateCaption(caption: string, max: number = POSTS_SECTION.captionLength): string {
  const text = caption.trim();
  return text.length > max ? `${text.slice(0, max)}${ELLIPSIS}` : text;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "Oct 12". Read in UTC so a post shows the same day wherever it is viewed. Written out, as
 * prices are (formatPrice): building an Intl formatter in the home page's first render cost a
 * slow phone about 50 ms.
 */
export function formatPostDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** The posts the grid shows: the supplied ones, or the built-in samples when none are supplied. */
export function postsToShow(
  posts: readonly SocialPost[] | undefined,
  limit: number = POSTS_SECTION.limit,
): SocialPost[] {
  const source = posts && posts.length > 0 ? posts : SAMPLE_POSTS;
  return source.slice(0, limit);
}

/** The drawn image shown once every thumbnail quality has failed, or when offline. */
export const VIDEO_PLACEHOLDER = '/home/video-placeholder.svg';

/** Thumbnails to try in order: high, medium, default quality, then the drawn placeholder. */
export function thumbnailChain(youtubeId: string): string[] {
  const base = `https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}`;
  return [`${base}/hqdefault.jpg`, `${base}/mqdefault.jpg`, `${base}/default.jpg`, VIDEO_PLACEHOLDER];
}

/** The next image after `current` failed; the placeholder is final. */
export function nextThumbnail(chain: readonly string[], current: string): string {
  const index = chain.indexOf(current);
  return index < 0 || index >= chain.length - 1 ? chain[chain.length - 1] : chain[index + 1];
}

/** The privacy-enhanced embed: no cookies until the visitor presses play. */
export function embedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/** The id the Free Light Layout form carries: the target of the Get Started button. */
export const LIGHT_LAYOUT_FORM_ID = 'free-light-layout-form';
