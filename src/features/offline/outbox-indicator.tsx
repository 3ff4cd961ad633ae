import { Link } from '@tanstack/react-router';
import { useOnline } from '../../lib/use-online';
import { usePendingCount } from '../../lib/outbox/page/view-store';
import { pendingLabel } from '../../lib/outbox/texts';
import classes from './outbox-indicator.module.css';

export const OFFLINE_LABEL = 'Offline';

/** In the header: whether the device is offline, and how many submissions wait to go. */
export function OutboxIndicator() {
  const online = useOnline();
  const pending = usePendingCount();
  if (online && pending === 0) return null;
  return (
    <Link to="/outbox" className={classes.indicator} aria-live="polite">
      {!online && <span className={classes.offline}>{OFFLINE_LABEL}</span>}
      {pending > 0 && <span className={classes.pending}>{pendingLabel(pending)}</span>}
    </Link>
  );
}
