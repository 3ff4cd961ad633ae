import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { compareList, MAX_COMPARE, useCompareList } from '../../lib/compare/compare-store';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';

/** Adds the product to the device's compare list or takes it out, and leads to the comparison. */
export default function CompareToggle({ sku }: { sku: string }) {
  const skus = useCompareList();
  const chosen = skus.some((item) => item.toLowerCase() === sku.toLowerCase());
  const full = !chosen && skus.length >= MAX_COMPARE;
  return (
    <div className={classes.compare}>
      <Button variant="default" size="sm" aria-pressed={chosen} disabled={full} onClick={() => compareList().toggle(sku)}>
        {PRODUCT_TEXT.compare}
      </Button>
      {skus.length > 0 && (
        <Link to="/compare" search={{ skus: skus.join(',') }} className={classes.planLink}>
          {PRODUCT_TEXT.compareCount(skus.length)}
        </Link>
      )}
      {full && <p className={classes.compareFull}>{PRODUCT_TEXT.compareFull}</p>}
    </div>
  );
}
