import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';

/**
 * The products a visitor has chosen to compare, by SKU, kept on this device like the cart so
 * the choice survives a reload and works offline. Read by the product page's toggle and the
 * compare page.
 */

/** More columns than this do not fit side by side, even on a wide screen. */
export const MAX_COMPARE = 4;
export const COMPARE_STORAGE_KEY = 'compare';

const NONE: readonly string[] = [];

/** A saved list read back: SKUs only, no repeats, at most MAX_COMPARE; anything else is empty. */
export function parseSavedCompare(saved: string | null): readonly string[] {
  if (!saved) return NONE;
  try {
    const value: unknown = JSON.parse(saved);
    if (!Array.isArray(value)) return NONE;
    const skus = value.filter((sku): sku is string => typeof sku === 'string' && sku.trim() !== '');
    return [...new Set(skus)].slice(0, MAX_COMPARE);
  } catch {
    return NONE;
  }
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The list with the SKU added, or taken out when it is there; a full list takes no more. */
export function toggled(skus: readonly string[], sku: string): readonly string[] {
  if (skus.some((chosen) => same(chosen, sku))) return skus.filter((chosen) => !same(chosen, sku));
  return skus.length >= MAX_COMPARE ? skus : [...skus, sku];
}

export function createCompareStore(storage: Storage | undefined) {
  const read = () => {
    try {
      return parseSavedCompare(storage?.getItem(COMPARE_STORAGE_KEY) ?? null);
    } catch (error) {
      console.error('Could not read the compare list', error);
      return NONE;
    }
  };
  const store = createStore<{ skus: readonly string[] }>()(() => ({ skus: read() }));
  const save = (skus: readonly string[]) => {
    store.setState({ skus });
    try {
      storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(skus));
    } catch (error) {
      console.error('Could not save the compare list', error);
    }
  };
  return {
    store,
    toggle: (sku: string) => save(toggled(store.getState().skus, sku)),
    set: (skus: readonly string[]) => save(skus.slice(0, MAX_COMPARE)),
    /** Another tab's change, read back without writing it again. */
    reload: () => store.setState({ skus: read() }),
  };
}

let shared: ReturnType<typeof createCompareStore> | undefined;

/** The browser's one list, made on first use: the server has no storage and renders it empty. */
export function compareList() {
  if (!shared) {
    shared = createCompareStore(globalThis.localStorage);
    globalThis.addEventListener?.('storage', (event) => {
      if (event.key === COMPARE_STORAGE_KEY || event.key === null) shared?.reload();
    });
  }
  return shared;
}

/**
 * The chosen SKUs. Empty while the server's markup is hydrated, as the server rendered it,
 * then the saved list.
 */
export function useCompareList(): readonly string[] {
  return useSyncExternalStore(
    (listener) => compareList().store.subscribe(listener),
    () => compareList().store.getState().skus,
    () => NONE,
  );
}
