import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { messageOf } from '../../lib/errors';
import { useOnline } from '../../lib/use-online';
import classes from './message-page.module.css';

export const ROUTE_ERROR = {
  title: 'This page could not be shown',
  text: 'Something went wrong while opening it. Your cart and anything you sent from this device are safe.',
  offline: 'You are offline, and this part of the store may not be saved on this device yet.',
  retry: 'Try again',
  home: 'Back to the home page',
  support: 'Get technical support',
  details: 'Details for support',
} as const;

/**
 * What a page that fails to render shows instead of a blank screen: what happened, that nothing
 * was lost, and ways on. The frame around it (header, menu, footer) keeps working.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const online = useOnline();
  const router = useRouter();
  // A render error clears with the boundary; a failed load needs the route's data asked for again.
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <section className={classes.page} aria-labelledby="route-error-title" role="alert">
      <h1 id="route-error-title" className={classes.title}>
        {ROUTE_ERROR.title}
      </h1>
      <p className={classes.text}>{ROUTE_ERROR.text}</p>
      {!online && <p className={classes.text}>{ROUTE_ERROR.offline}</p>}
      <ul className={classes.links}>
        <li>
          <button type="button" className={classes.primary} onClick={retry}>
            {ROUTE_ERROR.retry}
          </button>
        </li>
        <li>
          <Link to="/" className={classes.secondary} onClick={reset}>
            {ROUTE_ERROR.home}
          </Link>
        </li>
        <li>
          <Link to="/technical-support" className={classes.secondary} onClick={reset}>
            {ROUTE_ERROR.support}
          </Link>
        </li>
      </ul>
      <details className={classes.details}>
        <summary>{ROUTE_ERROR.details}</summary>
        <code>{messageOf(error)}</code>
      </details>
    </section>
  );
}
