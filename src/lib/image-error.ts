import type { SyntheticEvent } from 'react';

/**
 * Props for an <img> whose failure the page handles (a placeholder, a note, the next source).
 * A server-rendered image starts loading before the page's script attaches its handlers, so one
 * that failed meanwhile is noticed when React takes the element over.
 */
export const onImageError = (handle: (image: HTMLImageElement) => void) => ({
  onError: (event: SyntheticEvent<HTMLImageElement>) => handle(event.currentTarget),
  ref: (image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) handle(image);
  },
});
