import { Skeleton } from '@mantine/core';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';

export function ProductSkeleton() {
  return (
    <div className={classes.top} role="status" aria-label={PRODUCT_TEXT.loading} aria-busy="true">
      <Skeleton className={classes.skeletonImage} />
      <div className={classes.skeletonPanel}>
        <Skeleton height={32} width="80%" />
        <Skeleton height={24} width="30%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="60%" />
        <Skeleton height={44} width="50%" />
      </div>
    </div>
  );
}
