import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, type CartProduct } from './cart-model';
import { createCartStore } from './cart-store';

const light: CartProduct = { id: 9, name: 'iLogic MS Plus 1050W', price: 1599, model: 'IL-L1050MS' };
const cord: CartProduct = { id: 31, name: 'Cable Logic 15 ft', price: 24.5, model: 'IL-CORD-15' };

/** A Storage whose reads or writes can be made to fail, like a full or blocked localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const failures = { read: false, write: false };
  const storage: Storage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => {
      if (failures.read) throw new DOMException('denied', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (failures.write) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, String(value));
    },
    removeItem: (key) => void data.delete(key),
  };
  return { storage, data, failures };
}

const saved = (data: Map<string, string>) => JSON.parse(data.get(CART_STORAGE_KEY) ?? 'null');

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

describe('saving to localStorage "cart"', () => {
  it('writes the whole state, and only the state, as JSON after every change', () => {
    const { storage, data } = memoryStorage();
    const { store } = createCartStore(storage);
    const cart = () => store.getState();

    cart().addItem(light);
    expect(saved(data)).toEqual({ items: [{ ...light, quantity: 1 }], totalItems: 1, totalPrice: 1599 });

    cart().addItem(cord, 2);
    expect(saved(data)).toMatchObject({ totalItems: 3, totalPrice: 1648 });

    cart().updateQuantity(31, 4);
    expect(saved(data)).toMatchObject({ totalItems: 5, totalPrice: 1697 });

    cart().removeItem(9);
    expect(saved(data)).toEqual({ items: [{ ...cord, quantity: 4 }], totalItems: 4, totalPrice: 98 });

    cart().clearCart();
    expect(saved(data)).toEqual({ items: [], totalItems: 0, totalPrice: 0 });
    expect(Object.keys(saved(data))).toEqual(['items', 'totalItems', 'totalPrice']);
  });

  it('does not write when an action is refused', () => {
    const { storage, data } = memoryStorage();
    const { store } = createCartStore(storage);
    expect(store.getState().addItem({ ...light, id: undefined } as unknown as CartProduct)).toBe(false);
    expect(data.has(CART_STORAGE_KEY)).toBe(false);
  });
});

describe('loading at start', () => {
  it('starts from a saved cart with at least one item', () => {
    const { storage } = memoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify({ items: [{ ...light, quantity: 2 }], totalItems: 2, totalPrice: 3198 }),
    });
    const state = createCartStore(storage).store.getState();
    expect(state.totalItems).toBe(2);
    expect(state.getQuantity(9)).toBe(2);
    expect(state.isInCart(9)).toBe(true);
    expect(state.isInCart(31)).toBe(false);
  });

  it('starts empty when the saved cart holds no items', () => {
    const { storage } = memoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify({ items: [], totalItems: 3, totalPrice: 50 }),
    });
    expect(createCartStore(storage).store.getState()).toMatchObject({ items: [], totalItems: 0, totalPrice: 0 });
  });

  it('starts empty and logs when the saved cart is not JSON', () => {
    const { storage } = memoryStorage({ [CART_STORAGE_KEY]: '{broken' });
    expect(createCartStore(storage).store.getState().items).toEqual([]);
    expect(errors).toHaveBeenCalledWith('Could not read the saved cart', expect.any(SyntaxError));
  });
});

describe('refusals', () => {
  it('logs "Product must have an id" when adding a product without an id', () => {
    const { store } = createCartStore(memoryStorage().storage);
    expect(store.getState().addItem({ name: 'Nameless', price: 1 } as unknown as CartProduct)).toBe(false);
    expect(errors).toHaveBeenCalledWith('Product must have an id');
    expect(store.getState().items).toEqual([]);
  });

  it('logs "Product ID is required" when removing or updating without an id', () => {
    const { store } = createCartStore(memoryStorage().storage);
    store.getState().addItem(light);
    const missing = undefined as unknown as CartProduct['id'];
    expect(store.getState().removeItem(missing)).toBe(false);
    expect(store.getState().updateQuantity(missing, 3)).toBe(false);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenNthCalledWith(1, 'Product ID is required');
    expect(errors).toHaveBeenNthCalledWith(2, 'Product ID is required');
    expect(store.getState().getQuantity(9)).toBe(1);
  });
});

describe('storage failures', () => {
  it('keeps a working cart when the saved cart cannot be read', () => {
    const { storage, failures } = memoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify({ items: [{ ...light, quantity: 1 }] }),
    });
    failures.read = true;
    const { store } = createCartStore(storage);
    expect(errors).toHaveBeenCalledWith('Could not read the saved cart', expect.any(DOMException));
    expect(store.getState().addItem(cord)).toBe(true);
    expect(store.getState().totalItems).toBe(1);
  });

  it('keeps a working cart when it cannot be saved, logging each failed write', () => {
    const { storage, failures } = memoryStorage();
    failures.write = true;
    const { store } = createCartStore(storage);
    expect(store.getState().addItem(light)).toBe(true);
    expect(store.getState().addItem(light)).toBe(true);
    expect(store.getState().getQuantity(9)).toBe(2);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledWith('Could not save the cart', expect.any(DOMException));
  });

  it('works without any storage at all', () => {
    const { store } = createCartStore(undefined);
    store.getState().addItem(light, 3);
    expect(store.getState().totalItems).toBe(3);
  });
});

describe('changes made in another tab', () => {
  const storageEvent = (key: string | null) => new StorageEvent('storage', { key });

  it("applies the other tab's saved cart without writing it back", () => {
    const { storage, data } = memoryStorage();
    const { store, syncFromStorage } = createCartStore(storage);
    store.getState().addItem(light);

    const otherTab = JSON.stringify({ items: [{ ...cord, quantity: 6 }], totalItems: 6, totalPrice: 147 });
    data.set(CART_STORAGE_KEY, otherTab);
    const setItem = vi.spyOn(storage, 'setItem');
    syncFromStorage(storageEvent(CART_STORAGE_KEY));

    expect(store.getState()).toMatchObject({ totalItems: 6, totalPrice: 147 });
    expect(store.getState().isInCart(9)).toBe(false);
    expect(setItem).not.toHaveBeenCalled();

    // The next local change is saved again.
    store.getState().addItem(light);
    expect(saved(data)).toMatchObject({ totalItems: 7 });
  });

  it('empties the cart when the other tab cleared it or storage was wiped', () => {
    const { storage, data } = memoryStorage();
    const { store, syncFromStorage } = createCartStore(storage);
    store.getState().addItem(light);
    data.clear();
    syncFromStorage(storageEvent(null));
    expect(store.getState()).toMatchObject({ items: [], totalItems: 0 });
  });

  it('ignores changes to other keys', () => {
    const { storage, data } = memoryStorage();
    const { store, syncFromStorage } = createCartStore(storage);
    store.getState().addItem(light);
    data.delete(CART_STORAGE_KEY);
    syncFromStorage(storageEvent('theme'));
    expect(store.getState().totalItems).toBe(1);
  });
});

describe('loadCart', () => {
  it('replaces the state and saves it', () => {
    const { storage, data } = memoryStorage();
    const { store } = createCartStore(storage);
    store.getState().loadCart({ items: [{ ...cord, quantity: 2 }], totalItems: 2, totalPrice: 49 });
    expect(store.getState().getQuantity(31)).toBe(2);
    expect(saved(data)).toEqual({ items: [{ ...cord, quantity: 2 }], totalItems: 2, totalPrice: 49 });
  });
});
