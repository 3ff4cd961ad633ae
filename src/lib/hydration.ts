import { useSyncExternalStore } from 'react';

/** False from `beginHydration` to `endHydration`: while React takes over the server's markup. */
let hydrated = true;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Whether components may render what only the browser knows (the saved cart, the install offer,
 * a form's working submit button). False while the page the server rendered is being hydrated, true
 * otherwise: in a page the browser renders itself, and once hydration is done.
 *
 * Why not the router's `useHydrated`: its answer turns true the moment each component has
 * hydrated, so React must render those components again before the hydrating task ends, and it
 * then runs every pending effect of the page in that same task (react-hook-form's included, which
 * renders the whole form once more). Here the answer turns true for all of them at once, once
 * the page has hydrated (docs/decisions/208).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/** Called before React takes over the server's markup: until `endHydration`, render as the server did. */
export function beginHydration() {
  hydrated = false;
}

/** Called once the page has hydrated: what only the browser knows shows now. */
export function endHydration() {
  if (hydrated) return;
  hydrated = true;
  for (const onChange of listeners) onChange();
}
