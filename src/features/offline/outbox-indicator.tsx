import { Link } from '@tanstack/react-router';
import { useOnline } from '../../lib/use-online';
import { usePendingCount } from '../../lib/outbox/page/view-store';
import { pendingLabel } from '../../lib/outbox/texts';
import classes from './outbox-indicator.module.css';

export const OFFLINE_LABEL = 'Offline';

/** A cloud struck through: no connection. */
function OfflineIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d="M7 18.5h10.2a3.8 3.8 0 0 0 1.1-7.4A6.2 6.2 0 0 0 7.1 9.2 4.7 4.7 0 0 0 7 18.5zM3.5 3.5l17 17"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An arrow leaving a tray: what waits to go out. */
function WaitingIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path d="M12 15V4M7 8.5 12 4l5 4.5M4 14v5.5h16V14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

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
      <span className={classes.chip} data-offline={!online || undefined}>
        {!online && (
          <span className={classes.offline}>
            <OfflineIcon />
            <span className={classes.label}>{OFFLINE_LABEL}</span>
          </span>
        )}
        {/* Read out as two phrases, not run together; a flex row draws no space. */}
        {!online && pending > 0 && ' '}
        {pending > 0 && (
          <span className={classes.pending}>
            <WaitingIcon />
            <span className={classes.count} aria-hidden="true">
              {pending}
            </span>
            <span className={classes.label}>{pendingLabel(pending)}</span>
          </span>
        )}
      </span>
    </Link>
  );
}
