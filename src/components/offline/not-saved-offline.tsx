import { Button } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { UNREACHABLE_TEXTS, unreachableText } from '../../lib/unreachable';
import { useOnline } from '../../lib/use-online';
import classes from './not-saved-offline.module.css';

interface NotSavedOfflineProps {
  onRetry: () => void;
  /** h1 where the notice stands in for the whole page, h2 under the page's own title. */
  heading?: 'h1' | 'h2';
}

/** Said where a page's data could not be loaded and no copy of it is on this device. */
export function NotSavedOffline({ onRetry, heading: Heading = 'h2' }: NotSavedOfflineProps) {
  const online = useOnline();
  // The connection coming back is when a retry can work: no need to wait for a tap.
  useWindowEvent('online', onRetry);
  return (
    <div className={classes.notice} role="alert">
      <Heading className={classes.heading}>{UNREACHABLE_TEXTS.heading}</Heading>
      <p>{unreachableText(online)}</p>
      <Button onClick={onRetry}>{UNREACHABLE_TEXTS.retry}</Button>
    </div>
  );
}
