import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { CATEGORIES } from '../../shared/content/categories';
import { CATEGORY_BLOCK } from '../../content/home';
import { useOnline } from '../../lib/use-online';
import { VideoCard } from './video-card';
import classes from './home.module.css';

/** Category cards beside a room-tour video, with the way into the full catalogue. */
export default function CategoryBlock() {
  const online = useOnline();
  const [playing, setPlaying] = useState(false);
  return (
    <section className={classes.section} aria-labelledby="categories-title">
      <Title order={2} id="categories-title" mb="md">
        {CATEGORY_BLOCK.title}
      </Title>
      <div className={classes.categoryLayout}>
        <SimpleGrid component="ul" cols={{ base: 2, sm: 3 }} spacing="sm" className={classes.plainList}>
          {CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link className={classes.categoryCard} to="/categories" search={{ category: category.slug }}>
                <img src={CATEGORY_BLOCK.images[category.slug]} alt="" width={320} height={200} loading="lazy" />
                <Text fw={700} component="span">
                  {category.name}
                </Text>
              </Link>
            </li>
          ))}
        </SimpleGrid>
        <VideoCard video={CATEGORY_BLOCK.video} online={online} playing={playing} onPlay={() => setPlaying(true)} />
      </div>
      <Link className={classes.cta} to="/products">
        {CATEGORY_BLOCK.viewAll}
      </Link>
    </section>
  );
}
