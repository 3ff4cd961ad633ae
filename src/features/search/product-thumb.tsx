import { useState } from 'react';
import { searchMessages } from './model';
import classes from './product-thumb.module.css';
import { onImageError } from '../../lib/image-error';

interface ProductThumbProps {
  src: string | null;
  size: number;
}

/** A product photo at a fixed size; a missing or broken photo becomes a neutral tile. */
export function ProductThumb({ src, size }: ProductThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        className={classes.fallback}
        style={{ width: size, height: size }}
        role="img"
        aria-label={searchMessages.noImage}
      >
        <svg viewBox="0 0 24 24" width={size / 2} height={size / 2} aria-hidden="true">
          <path d="M4 5h16v14H4z M4 15l4-4 4 4 3-3 5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="15.5" cy="8.5" r="1.5" fill="currentColor" />
        </svg>
      </span>
    );
  }
  return (
    <img
      className={classes.image}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      {...onImageError(() => setFailedSrc(src))}
    />
  );
}
