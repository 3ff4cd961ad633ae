import { Link } from '@tanstack/react-router';
import { useOnline } from '../../lib/use-online';
import { usePendingCount } from '../../lib/outbox/page/view-store';
import { pendingLabel } from '../../lib/outbox/texts';
import classes from './outbox-indicator.module.css';

export const OFFLINE_LABEL = 'Offline';

/**
 * In the header: whether the device is offline, and how many submissions wait to go. On a phone
 * the words give way to one small chip of icons and the count, the words kept for screen readers,
 * so the wordmark, the cart and the search keep their room.
 */
export function OutboxIndicator() {
  const online = useOnline();
  const pending = usePendingCount();
  if (online && pending === 0) return null;
  return (
    <Link to="/outbox" className={classes.indicator} aria-live="polite">
      {!online && (
        <span className={classes.offline}>
          <span className={`${classes.icon} ${classes.offlineIcon}`} aria-hidden="true" />
          <span className={classes.label}>{OFFLINE_LABEL}</span>
        </span>
      )}
      {pending > 0 && (
        <span className={classes.pending}>
          <span className={`${classes.icon} ${classes.waitingIcon}`} aria-hidden="true" />
          <span className={classes.count} aria-hidden="true">
            {pending}
          </span>
          {/* The space keeps "Offline" and the count two phrases when read out; a flex row draws none. */}
          <span className={classes.label}> {pendingLabel(pending)}</span>
        </span>
      )}
    </Link>
  );
}
