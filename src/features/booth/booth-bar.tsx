import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { noteViewed, useBooth } from './booth-store';
import { BOOTH_TEXT } from './texts';
import classes from './booth.module.css';

/** The product a path opens, if it is a product page. */
export const skuOfPath = (pathname: string) => {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
};

/**
 * Booth mode's slim bar, above every page of the store: which event, booth and rep this tablet
 * works for, and the way back to the capture form. It also notes the products opened with the
 * visitor, which the form offers as their interests.
 */
export default function BoothBar() {
  const { setup } = useBooth();
  // Read from the router itself rather than its state hooks: those would split a shared chunk
  // of the router out of the first load of every page.
  const router = useRouter();
  const pathname = useSyncExternalStore(
    (onChange) => router.subscribe('onResolved', onChange),
    () => router.state.location.pathname,
  );
  const sku = skuOfPath(pathname);
  useEffect(() => {
    if (sku) noteViewed(sku);
  }, [sku]);
  if (!setup) return null;
  return (
    <aside aria-label={BOOTH_TEXT.barLabel} className={classes.bar}>
      <span>{BOOTH_TEXT.bar(setup.event, setup.booth, setup.rep)}</span>
      {pathname !== '/booth' && (
        <Link to="/booth" className={classes.barLink}>
          {BOOTH_TEXT.openCapture}
        </Link>
      )}
    </aside>
  );
}
