import type { CSSProperties, ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import type { PromoBanner as Banner } from '../../content/home';
import classes from './home.module.css';

/** A full-width banner: drawn background, title, text and one action (a link or a button). */
export function PromoBanner({ banner, id, action }: { banner: Banner; id: string; action: ReactNode }) {
  return (
    <section
      className={classes.banner}
      aria-labelledby={id}
      style={{ '--banner-image': `url(${banner.image})` } as CSSProperties}
    >
      <div className={classes.bannerBody}>
        <Title order={2} id={id}>
          {banner.title}
        </Title>
        <Text my="sm">{banner.text}</Text>
        {action}
      </div>
    </section>
  );
}
