/**
 * What the page area holds while a route's chunk (or data) is on its way: the page area keeps a
 * screen's height meanwhile (app-shell.module.css), so nothing shifts when the page arrives.
 */
export function PagePending() {
  return <div aria-busy="true" />;
}
