import { useHydrated } from '../../lib/hydration';
import { onFirstUse } from '../../lib/format';
import { useProducts } from '../../lib/use-products';
import classes from './catalogue-freshness.module.css';

/** A list older than this was served from the offline cache rather than fetched just now. */
const STALE_AFTER_MS = 2 * 60_000;

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

/** A moment as the offline pages state it: "Mar 5, 2026, 3:04 PM". */
export const formatMoment = (at: number) => timeFormat().format(at);

export const freshnessText = (asOf: number) => `Prices and stock as of ${formatMoment(asOf)}`;

/**
 * Says how old prices and stock are when they came from the offline copy. It never fetches the
 * list itself: it speaks on the pages that show products, once they have loaded it.
 */
export function CatalogueFreshness() {
  const { asOf } = useProducts({ enabled: false });
  // The age is the reader's, not the server's: it is judged in the browser, after hydration.
  const hydrated = useHydrated();
  if (!hydrated || asOf === null || Date.now() - asOf < STALE_AFTER_MS) return null;
  return (
    <p className={classes.notice} role="status">
      {freshnessText(asOf)}
    </p>
  );
}
