import { createStore } from 'zustand/vanilla';
import {
  addItem,
  CART_STORAGE_KEY,
  emptyCart,
  isInCart,
  parseSavedCart,
  quantityOf,
  removeItem,
  updateQuantity,
  type CartItem,
  type CartProduct,
  type CartResult,
  type CartState,
} from './cart-model';

export interface CartActions {
  /** Returns false (and logs why) when the product is refused. */
  addItem: (product: CartProduct, quantity?: number) => boolean;
  /** Without a voltage, every line of the product. */
  removeItem: (id: CartItem['id'], voltage?: string) => boolean;
  updateQuantity: (id: CartItem['id'], quantity: number, voltage?: string) => boolean;
  clearCart: () => void;
  loadCart: (state: CartState) => void;
  getQuantity: (id: CartItem['id']) => number;
  isInCart: (id: CartItem['id']) => boolean;
}

export type CartStore = CartState & CartActions;

/** Saved state only: never the action functions. */
const snapshot = ({ items, totalItems, totalPrice }: CartState): CartState => ({ items, totalItems, totalPrice });

function readSaved(storage: Storage | undefined): CartState | null {
  try {
    return parseSavedCart(storage?.getItem(CART_STORAGE_KEY) ?? null);
  } catch (error) {
    console.error('Could not read the saved cart', error);
    return null;
  }
}

/**
 * One cart per CartProvider. The whole state is written to localStorage `cart` after every
 * change and read back at start; storage failures are logged and the cart keeps working.
 */
export function createCartStore(storage: Storage | undefined = globalThis.localStorage) {
  const store = createStore<CartStore>()((set, get) => {
    const apply = (result: CartResult) => {
      if (!result.ok) {
        console.error(result.reason);
        return false;
      }
      set(result.state);
      return true;
    };
    return {
      ...(readSaved(storage) ?? emptyCart),
      addItem: (product, quantity = 1) => apply(addItem(get(), product, quantity)),
      removeItem: (id, voltage) => apply(removeItem(get(), id, voltage)),
      updateQuantity: (id, quantity, voltage) => apply(updateQuantity(get(), id, quantity, voltage)),
      clearCart: () => set(emptyCart),
      loadCart: (state) => set(snapshot(state)),
      getQuantity: (id) => quantityOf(get(), id),
      isInCart: (id) => isInCart(get(), id),
    };
  });

  let applyingRemote = false;
  store.subscribe((state) => {
    if (applyingRemote) return;
    try {
      storage?.setItem(CART_STORAGE_KEY, JSON.stringify(snapshot(state)));
    } catch (error) {
      console.error('Could not save the cart', error);
    }
  });

  /** Applies a change another tab wrote, without writing it back. */
  const syncFromStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    applyingRemote = true;
    try {
      store.getState().loadCart(readSaved(storage) ?? emptyCart);
    } finally {
      applyingRemote = false;
    }
  };

  return { store, syncFromStorage };
}
