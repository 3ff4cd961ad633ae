/** The cart's rules, as pure functions over the saved state. */

export type StockStatus = 'out_of_stock' | 'low_stock' | 'in_stock';

/** What a page hands to the cart: the product's own fields plus the line details (model, voltage, watts, stock). */
export interface CartProduct {
  id: number | string;
  name: string;
  price: number;
  image?: string;
  /** The product's SKU. */
  model?: string;
  voltage?: string;
  watts?: number | string;
  maxQuantity?: number;
  stockStatus?: StockStatus;
  [field: string]: unknown;
}

export interface CartItem extends CartProduct {
  quantity: number;
}

/** Exactly what is saved to localStorage `cart`. */
export interface CartState {
  items: CartItem[];
  totalItems: number;
  totalPrice: number;
}

export const emptyCart: CartState = { items: [], totalItems: 0, totalPrice: 0 };

export const cartMessages = {
  missingId: 'Product must have an id',
  missingProductId: 'Product ID is required',
  outsideProvider: 'useCart debe ser usado dentro de CartProvider',
} as const;

export function withTotals(items: CartItem[]): CartState {
  return {
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: items.reduce((sum, item) => sum + Number(item.price || 0) * item.quantity, 0),
  };
}

const hasId = (id: unknown) => id !== undefined && id !== null && id !== '';

export type CartResult = { ok: true; state: CartState } | { ok: false; reason: string };

export function addItem(state: CartState, product: CartProduct, quantity = 1): CartResult {
  if (!product || !hasId(product.id)) return { ok: false, reason: cartMessages.missingId };
  const existing = state.items.find((item) => item.id === product.id);
  const items = existing
    ? state.items.map((item) => (item.id === product.id ? { ...item, quantity: item.quantity + quantity } : item))
    : [...state.items, { ...product, quantity }];
  return { ok: true, state: withTotals(items) };
}

export function removeItem(state: CartState, id: CartItem['id'] | undefined): CartResult {
  if (!hasId(id)) return { ok: false, reason: cartMessages.missingProductId };
  return { ok: true, state: withTotals(state.items.filter((item) => item.id !== id)) };
}

export function updateQuantity(state: CartState, id: CartItem['id'] | undefined, quantity: number): CartResult {
  if (!hasId(id)) return { ok: false, reason: cartMessages.missingProductId };
  if (quantity <= 0) return removeItem(state, id);
  return { ok: true, state: withTotals(state.items.map((item) => (item.id === id ? { ...item, quantity } : item))) };
}

export const quantityOf = (state: CartState, id: CartItem['id']) =>
  state.items.find((item) => item.id === id)?.quantity ?? 0;

export const isInCart = (state: CartState, id: CartItem['id']) => state.items.some((item) => item.id === id);

/** Reads a saved cart; only a cart with at least one line is worth loading. */
export function parseSavedCart(raw: string | null): CartState | null {
  if (!raw) return null;
  const saved = JSON.parse(raw) as Partial<CartState> | null;
  if (!saved || !Array.isArray(saved.items) || saved.items.length === 0) return null;
  // A hand-edited or older save may hold quantities as text; totals must add numbers, not concatenate.
  const items = saved.items
    .filter((item): item is CartItem => !!item && hasId(item.id) && Number(item.quantity) > 0)
    .map((item) => ({ ...item, quantity: Number(item.quantity) }));
  return items.length ? withTotals(items) : null;
}
