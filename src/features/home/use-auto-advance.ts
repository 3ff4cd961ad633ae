import { useEffect } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/**
 * Moves the carousel one slide on every `delay` while `running`. Any slide change (by the timer,
 * a control or a drag) restarts the wait, so a visitor always gets a full period on a slide.
 * Driven here rather than by the Embla autoplay plugin so "a video is playing" and the visitor's
 * pause are plain React state.
 */
export function useAutoAdvance(embla: EmblaCarouselType | null, delay: number, running: boolean): void {
  useEffect(() => {
    if (!embla || !running) return undefined;
    const advance = () => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    };
    let timer = window.setTimeout(advance, delay);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(advance, delay);
    };
    embla.on('select', restart);
    return () => {
      window.clearTimeout(timer);
      embla.off('select', restart);
    };
  }, [embla, delay, running]);
}
