import { ActionIcon, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ProductCard } from '../../components/product/product-card';
import type { Product } from '../../shared/product';
import { PRODUCT_TEXT } from './messages';
import { cordsPerPage, pageCountOf, wrapPage } from './model';
import classes from './cords-carousel.module.css';

/** Compatible cables, a page at a time; the arrows wrap around and the dots jump to a page. */
export function CordsCarousel({ cords }: { cords: Product[] }) {
  const perPage = cordsPerPage({
    atLeast1024: useMediaQuery('(min-width: 1024px)') ?? false,
    atLeast768: useMediaQuery('(min-width: 768px)') ?? false,
    atLeast640: useMediaQuery('(min-width: 640px)') ?? false,
  });
  const [page, setPage] = useState(0);
  const pages = pageCountOf(cords.length, perPage);
  // A wider or narrower screen changes the page count; stay on a page that exists.
  const current = wrapPage(page, pages);
  const shown = cords.slice(current * perPage, current * perPage + perPage);

  return (
    <div className={classes.cords} aria-roledescription="carousel">
      <div className={classes.cordsRow}>
        {pages > 1 && (
          <ActionIcon variant="default" size="lg" aria-label={PRODUCT_TEXT.previous} onClick={() => setPage(wrapPage(current - 1, pages))}>
            ‹
          </ActionIcon>
        )}
        <ul className={classes.cordsPage} style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}>
          {shown.map((cord) => (
            <li key={cord.id}>
              <ProductCard product={cord} />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <ActionIcon variant="default" size="lg" aria-label={PRODUCT_TEXT.next} onClick={() => setPage(wrapPage(current + 1, pages))}>
            ›
          </ActionIcon>
        )}
      </div>
      {pages > 1 && (
        <div className={classes.dots}>
          {Array.from({ length: pages }, (_, index) => (
            <UnstyledButton
              key={index}
              className={classes.dot}
              data-active={index === current || undefined}
              aria-label={`Page ${index + 1} of ${pages}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setPage(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
