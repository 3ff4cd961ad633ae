import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { productPhotos, type Product } from '../../shared/product';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';
import { onImageError } from '../../lib/image-error';

/** photo_1..photo_5 with thumbnails; a photo that fails to load says so instead of a broken icon. */
export function ImageGallery({ product }: { product: Product }) {
  const photos = productPhotos(product);
  const [current, setCurrent] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const markBroken = (src: string) => setBroken((previous) => new Set(previous).add(src));

  if (photos.length === 0) {
    return (
      <div className={classes.galleryEmpty}>
        <p>{PRODUCT_TEXT.noImages}</p>
      </div>
    );
  }

  const shown = photos[Math.min(current, photos.length - 1)];
  return (
    <div className={classes.gallery}>
      <div className={classes.mainImage}>
        {broken.has(shown) ? (
          <p className={classes.imageBroken}>{PRODUCT_TEXT.imageBroken}</p>
        ) : (
          <img src={shown} alt={product.item_name} width={600} height={600} fetchPriority="high" {...onImageError(() => markBroken(shown))} />
        )}
      </div>
      {photos.length > 1 && (
        <div className={classes.thumbs}>
          {photos.map((photo, index) => (
            <UnstyledButton
              key={photo}
              className={classes.thumb}
              data-active={index === current || undefined}
              aria-label={`Show image ${index + 1} of ${photos.length}`}
              aria-pressed={index === current}
              onClick={() => setCurrent(index)}
            >
              {broken.has(photo) ? (
                <span className={classes.thumbBroken} aria-hidden="true">
                  ×
                </span>
              ) : (
                <img src={photo} alt="" width={72} height={72} loading="lazy" {...onImageError(() => markBroken(photo))} />
              )}
            </UnstyledButton>
          ))}
        </div>
      )}
    </div>
  );
}
