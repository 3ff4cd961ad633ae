import classes from './app-shell.module.css';

/**
 * What the page area holds while a route's chunk (or data) is on its way: room, so the footer
 * stays below the fold and nothing shifts when the page arrives.
 */
export function PagePending() {
  return <div className={classes.pending} aria-busy="true" />;
}
