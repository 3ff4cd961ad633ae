import { useEffect, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import { Title } from '@mantine/core';
import { SHOWCASE_VIDEOS, VIDEO_SECTION } from '../../content/home';
import { AUTO_ADVANCE_MS } from './model';
import { CarouselPauseButton } from './carousel-pause-button';
import { useAutoAdvance } from './use-auto-advance';
import { useCarouselPause } from './use-carousel-pause';
import { useOnline } from '../../lib/use-online';
import { VideoCard } from './video-card';
import classes from './home.module.css';

/** Brand Showcase: 3 videos, 2 side by side on wide screens. */
export default function VideoShowcase() {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const online = useOnline();
  const { paused, toggle } = useCarouselPause();
  const playing = online ? playingId : null;

  useAutoAdvance(embla, AUTO_ADVANCE_MS, !paused && playing === null);

  // While a video plays the timer is stopped, so any slide change now comes from the visitor
  // (previous, next, a dot or a drag): the player gives way to the thumbnail.
  useEffect(() => {
    if (!embla) return undefined;
    const stop = () => setPlayingId(null);
    embla.on('select', stop);
    return () => {
      embla.off('select', stop);
    };
  }, [embla]);

  return (
    <section className={classes.section} aria-labelledby="brand-showcase-title">
      <div className={classes.sectionHead}>
        <Title order={2} id="brand-showcase-title">
          {VIDEO_SECTION.title}
        </Title>
        <CarouselPauseButton paused={paused} onToggle={toggle} name={VIDEO_SECTION.title} />
      </div>
      <Carousel
        getEmblaApi={setEmbla}
        slideSize={{ base: '100%', md: '50%' }}
        slideGap="md"
        withIndicators
        emblaOptions={{ loop: true, align: 'start' }}
        classNames={{ root: classes.carousel, indicator: classes.indicator, indicators: classes.indicators }}
      >
        {SHOWCASE_VIDEOS.map((video) => (
          <Carousel.Slide key={video.id}>
            <VideoCard
              video={video}
              online={online}
              playing={playing === video.id}
              onPlay={() => setPlayingId(video.id)}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
