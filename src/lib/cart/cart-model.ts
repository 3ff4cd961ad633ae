/** The cart's rules, as pure functions over the saved state. */

/** The localStorage key the cart is saved under. */
export const CART_STORAGE_KEY = 'cart';

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
  onlyAvailable: (stock: number) => `Only ${stock} available`,
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

/**
 * A line is a product at one voltage: the same light at 240V and at 277V is two lines. Lines
 * are found by product id and voltage; without a voltage, every line of that product.
 */
const isLine = (item: CartItem, id: CartItem['id'], voltage?: string) => item.id === id && (voltage === undefined || item.voltage === voltage);

/** How many of a product the cart holds, over all its voltages. */
export const quantityOf = (state: CartState, id: CartItem['id']) =>
  state.items.reduce((sum, item) => (item.id === id ? sum + item.quantity : sum), 0);

export const isInCart = (state: CartState, id: CartItem['id']) => state.items.some((item) => item.id === id);

/** The stock on hand as the line last saw it; no cap when the product did not say. */
const stockCap = (line: Pick<CartProduct, 'maxQuantity'>) =>
  typeof line.maxQuantity === 'number' && Number.isFinite(line.maxQuantity) ? Math.max(0, line.maxQuantity) : Infinity;

/** The most a line may hold: the stock on hand less what the product's other voltages hold. */
export function lineLimit(state: CartState, line: Pick<CartItem, 'id' | 'voltage' | 'maxQuantity'>) {
  const others = state.items.reduce((sum, item) => (item.id === line.id && item.voltage !== line.voltage ? sum + item.quantity : sum), 0);
  return stockCap(line) - others;
}

/** Adds up to what the stock allows; refused when nothing more is available. */
export function addItem(state: CartState, product: CartProduct, quantity = 1): CartResult {
  if (!product || !hasId(product.id)) return { ok: false, reason: cartMessages.missingId };
  const existing = state.items.find((item) => isLine(item, product.id, product.voltage ?? undefined));
  const held = existing?.quantity ?? 0;
  // The product brings the latest stock it knows of.
  const next = Math.min(held + quantity, lineLimit(state, { ...product, voltage: existing?.voltage ?? product.voltage }));
  if (next <= held) return { ok: false, reason: cartMessages.onlyAvailable(Math.max(0, stockCap(product))) };
  const items = existing
    ? state.items.map((item) => (item === existing ? { ...item, quantity: next, maxQuantity: product.maxQuantity ?? item.maxQuantity } : item))
    : [...state.items, { ...product, quantity: next }];
  return { ok: true, state: withTotals(items) };
}

export function removeItem(state: CartState, id: CartItem['id'] | undefined, voltage?: string): CartResult {
  if (!hasId(id)) return { ok: false, reason: cartMessages.missingProductId };
  return { ok: true, state: withTotals(state.items.filter((item) => !isLine(item, id!, voltage))) };
}

/** Sets a line's quantity, never above the stock on hand; 0 or less removes it. */
export function updateQuantity(state: CartState, id: CartItem['id'] | undefined, quantity: number, voltage?: string): CartResult {
  if (!hasId(id)) return { ok: false, reason: cartMessages.missingProductId };
  if (quantity <= 0) return removeItem(state, id, voltage);
  const items = state.items.map((item) => (isLine(item, id!, voltage) ? { ...item, quantity: Math.max(1, Math.min(quantity, lineLimit(state, item))) } : item));
  return { ok: true, state: withTotals(items) };
}

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
