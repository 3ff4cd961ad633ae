import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { cartMessages } from './cart-model';
import { createCartStore, type CartStore } from './cart-store';

const CartContext = createContext<StoreApi<CartStore> | null>(null);

export function CartProvider({ children, storage }: { children: ReactNode; storage?: Storage }) {
  const [{ store, syncFromStorage }] = useState(() => createCartStore(storage));
  useEffect(() => {
    // Other tabs' changes arrive as storage events.
    window.addEventListener('storage', syncFromStorage);
    return () => window.removeEventListener('storage', syncFromStorage);
  }, [syncFromStorage]);
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

/** The cart's state and actions; pass a selector to re-render only when that slice changes. */
export function useCart(): CartStore;
export function useCart<T>(selector: (cart: CartStore) => T): T;
export function useCart<T>(selector?: (cart: CartStore) => T) {
  const store = useContext(CartContext);
  if (!store) throw new Error(cartMessages.outsideProvider);
  return useStore(store, selector ?? ((cart) => cart as unknown as T));
}
