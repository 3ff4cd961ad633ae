import { Button } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect } from 'react';
import { UNREACHABLE_TEXTS, unreachableText } from '../../lib/unreachable';
import { useOnline } from '../../lib/use-online';
import classes from './not-saved-offline.module.css';

/**
 * A connection that has just come back often fails its first requests: the browser says
 * "online" once the link is up, before traffic flows. A page that failed that soon tries again.
 */
export const RECONNECT_SETTLE_MS = 15_000;
export const RECONNECT_RETRY_MS = 2_000;
/** When the connection last came back; kept outside the notice, which unmounts while a retry loads. */
let backOnlineAt = Number.NEGATIVE_INFINITY;

interface NotSavedOfflineProps {
  onRetry: () => void;
  /** h1 where the notice stands in for the whole page, h2 under the page's own title. */
  heading?: 'h1' | 'h2';
}

/** Said where a page's data could not be loaded and no copy of it is on this device. */
export function NotSavedOffline({ onRetry, heading: Heading = 'h2' }: NotSavedOfflineProps) {
  const online = useOnline();
  // The connection coming back is when a retry can work: no need to wait for a tap.
  useWindowEvent('online', () => {
    backOnlineAt = Date.now();
    onRetry();
  });
  useEffect(() => {
    if (!online || Date.now() - backOnlineAt > RECONNECT_SETTLE_MS) return;
    const timer = setTimeout(onRetry, RECONNECT_RETRY_MS);
    return () => clearTimeout(timer);
  }, [online, onRetry]);
  return (
    <div className={classes.notice} role="alert">
      <Heading className={classes.heading}>{UNREACHABLE_TEXTS.heading}</Heading>
      <p>{unreachableText(online)}</p>
      <Button onClick={onRetry}>{UNREACHABLE_TEXTS.retry}</Button>
    </div>
  );
}
