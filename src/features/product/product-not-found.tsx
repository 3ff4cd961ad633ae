import { Button } from '@mantine/core';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';

interface WayBack {
  /** The app itself moved to this page from another of its pages. */
  inApp: boolean;
  /** Entries in this tab's history, this page included. */
  tabHistoryLength: number;
  /** The page whose link loaded this one, if the browser tells. */
  referrer: string;
  origin: string;
}

/**
 * Whether "Go Back" has somewhere to go back to. A page the app moved to knows it. A page loaded
 * afresh (a link in a product's description, an address typed into the bar) goes back when the
 * tab has a page before it, unless a link on another site opened it: a button of the store does
 * not lead out of the store. A page opened in a new tab or from the home-screen icon has nothing
 * before it.
 */
export function hasWayBack({ inApp, tabHistoryLength, referrer, origin }: WayBack): boolean {
  if (inApp) return true;
  if (tabHistoryLength < 2) return false;
  return !referrer || originOf(referrer) === origin;
}

function originOf(address: string) {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

export function ProductNotFound() {
  const router = useRouter();
  const navigate = useNavigate();
  const inApp = useCanGoBack();
  // The browser's history is read on the tap, never while rendering (the page is rendered on the server too).
  const goBack = () => {
    const back = hasWayBack({
      inApp,
      tabHistoryLength: window.history.length,
      referrer: document.referrer,
      origin: window.location.origin,
    });
    if (back) router.history.back();
    else void navigate({ to: '/categories' });
  };
  return (
    <div className={classes.notFound} role="alert">
      <h1>{PRODUCT_TEXT.notFoundHeading}</h1>
      <p>{PRODUCT_TEXT.notFoundBody}</p>
      <Button onClick={goBack}>{PRODUCT_TEXT.goBack}</Button>
    </div>
  );
}
