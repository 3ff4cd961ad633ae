import { useState } from 'react';
import { Carousel } from '@mantine/carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import { Text, Title } from '@mantine/core';
import { TESTIMONIAL_SECTION, TESTIMONIALS } from '../../content/home';
import { AUTO_ADVANCE_MS } from './model';
import { CarouselPauseButton } from './carousel-pause-button';
import { useAutoAdvance } from './use-auto-advance';
import { useCarouselPause } from './use-carousel-pause';
import classes from './home.module.css';

/** Four testimonials, one at a time, wrapping around. */
export default function TestimonialCarousel() {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const { paused, toggle } = useCarouselPause();
  useAutoAdvance(embla, AUTO_ADVANCE_MS, !paused);

  return (
    <section className={classes.section} aria-labelledby="testimonials-title">
      <div className={classes.sectionHead}>
        <Title order={2} id="testimonials-title">
          {TESTIMONIAL_SECTION.title}
        </Title>
        <CarouselPauseButton paused={paused} onToggle={toggle} name={TESTIMONIAL_SECTION.title} />
      </div>
      <Carousel
        getEmblaApi={setEmbla}
        withIndicators
        emblaOptions={{ loop: true }}
        classNames={{ root: classes.carousel, indicator: classes.indicator, indicators: classes.indicators }}
      >
        {TESTIMONIALS.map((testimonial, index) => (
          <Carousel.Slide key={index}>
            <figure className={classes.testimonial}>
              <blockquote className={classes.quote}>
                <Text size="lg">{testimonial.quote}</Text>
              </blockquote>
              <figcaption>
                <Text fw={700}>{testimonial.clientName}</Text>
                <Text size="sm" c="dimmed">
                  {testimonial.position}
                </Text>
              </figcaption>
            </figure>
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
