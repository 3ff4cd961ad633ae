import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { compareList, MAX_COMPARE, useCompareList } from '../../lib/compare/compare-store';
import classes from './compare-toggle.module.css';

export const COMPARE_TEXT = {
  add: 'Add to compare',
  count: (count: number) => `Compare ${count} ${count === 1 ? 'product' : 'products'}`,
  full: 'Compare holds four products: take one out to add this one.',
} as const;

/**
 * Adds a product to the device's compare list or takes it out, and leads to the comparison.
 * On a product page the way to the comparison shows as soon as anything is chosen; on a card in
 * a grid (`onCard`) only on the cards chosen, so a page of cards does not repeat it twenty times.
 */
export default function CompareToggle({ sku, onCard = false }: { sku: string; onCard?: boolean }) {
  const skus = useCompareList();
  const chosen = skus.some((item) => item.toLowerCase() === sku.toLowerCase());
  const full = !chosen && skus.length >= MAX_COMPARE;
  const showLink = onCard ? chosen : skus.length > 0;
  return (
    <div className={classes.compare} data-on-card={onCard || undefined}>
      <Button variant="default" size="sm" aria-pressed={chosen} disabled={full} onClick={() => compareList().toggle(sku)}>
        {COMPARE_TEXT.add}
      </Button>
      {showLink && (
        <Link to="/compare" search={{ skus: skus.join(',') }} className={classes.link}>
          {COMPARE_TEXT.count(skus.length)}
        </Link>
      )}
      {full && !onCard && <p className={classes.full}>{COMPARE_TEXT.full}</p>}
    </div>
  );
}
