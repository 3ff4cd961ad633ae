import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Where every page shows booth mode's bar. Only this much loads with each page: whether booth mode
 * is on is read from localStorage, and the bar itself loads only on a tablet where it is.
 */

// The key booth-store.ts saves the set-up under; read here without loading the store.
export const BOOTH_KEY = 'verdant-booth';
/** Told by the booth store when this tab turns booth mode on or off (the storage event tells other tabs). */
export const BOOTH_CHANGED = 'verdant-booth-changed';

const BoothBar = lazy(() => import('./booth-bar'));

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(BOOTH_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(BOOTH_CHANGED, onChange);
  };
}

const isOn = () => {
  try {
    return localStorage.getItem(BOOTH_KEY) !== null;
  } catch {
    return false;
  }
};

export function BoothBarSlot() {
  // Off on the server and while hydrating, so the page hydrates as it was rendered.
  const on = useSyncExternalStore(subscribe, isOn, () => false);
  return on ? (
    <Suspense fallback={null}>
      <BoothBar />
    </Suspense>
  ) : null;
}
