/**
 * A page the server rendered shows its buttons before the app's script has taken the page over,
 * and a tap on one of them would do nothing: React answers only the events that reach a root
 * it is hydrating. These two functions keep such taps instead of losing them.
 *
 * `captureEarlyTaps` runs inline in the page's head, before anything can be tapped (vite.config.ts
 * writes its source into index.html), so it is plain JavaScript that reads nothing from outside.
 * Links and forms work without the app (a link navigates, the header's search is a real form), so
 * only buttons and the like are kept. `replayEarlyTaps` stops the capture and taps each kept
 * control again, once the page has hydrated: what the visitor asked for happens then.
 */
declare global {
  interface Window {
    /** Set by `captureEarlyTaps`: stops the capture and hands over the controls tapped so far. */
    verdantEarlyTaps?: () => Element[];
  }
}

export function captureEarlyTaps() {
  const taps: Element[] = [];
  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target && target.closest('button:not([type="submit"]), [role="button"], input[type="checkbox"], input[type="radio"]');
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    taps.push(control);
  };
  document.addEventListener('click', keep, true);
  window.verdantEarlyTaps = () => {
    document.removeEventListener('click', keep, true);
    return taps.splice(0);
  };
}

/**
 * Stops the capture (when the page has it) and taps again every kept control that is still on
 * the page, in order, each once the page has taken in the one before: React applies a tap's
 * changes in a microtask after it, and the next tap (ADD TO CART after the voltage) must see them.
 */
export async function replayEarlyTaps() {
  const taken = window.verdantEarlyTaps?.() ?? [];
  for (const control of taken) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
    await Promise.resolve();
  }
}
