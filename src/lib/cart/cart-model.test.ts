import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartMessages,
  emptyCart,
  isInCart,
  lineLimit,
  parseSavedCart,
  quantityOf,
  removeItem,
  updateQuantity,
  withTotals,
  type CartProduct,
  type CartResult,
  type CartState,
} from './cart-model';

const light: CartProduct = { id: 9, name: 'iLogic MS Plus 1050W', price: 1599, model: 'IL-L1050MS' };
const cord: CartProduct = { id: 31, name: 'Cable Logic 15 ft', price: 24.5, model: 'IL-CORD-15' };

/** The state of an accepted action; fails the test when the action was refused. */
function accepted(result: CartResult): CartState {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.state;
}

describe('adding to the cart', () => {
  it('appends a new line with the default amount of 1', () => {
    const state = accepted(addItem(emptyCart, light));
    expect(state.items).toEqual([{ ...light, quantity: 1 }]);
    expect(state).toMatchObject({ totalItems: 1, totalPrice: 1599 });
  });

  it('appends a line per distinct product, in the order added', () => {
    const state = accepted(addItem(accepted(addItem(emptyCart, light)), cord, 2));
    expect(state.items.map((item) => [item.id, item.quantity])).toEqual([
      [9, 1],
      [31, 2],
    ]);
  });

  it('raises the quantity of a product already present by the amount given, without a second line', () => {
    const once = accepted(addItem(emptyCart, light, 2));
    const twice = accepted(addItem(once, { ...light, name: 'renamed' }, 3));
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]).toMatchObject({ id: 9, quantity: 5, name: light.name });
    expect(twice).toMatchObject({ totalItems: 5, totalPrice: 5 * 1599 });
  });

  it('raises by 1 when no amount is given', () => {
    const state = accepted(addItem(accepted(addItem(emptyCart, light)), light));
    expect(state.items[0].quantity).toBe(2);
  });

  it('does not change the state it was given', () => {
    const before = accepted(addItem(emptyCart, light));
    const snapshot = structuredClone(before);
    addItem(before, light, 4);
    expect(before).toEqual(snapshot);
  });

  it.each([undefined, null, ''])('refuses a product whose id is %p with "Product must have an id"', (id) => {
    const result = addItem(emptyCart, { ...light, id } as unknown as CartProduct);
    expect(result).toEqual({ ok: false, reason: 'Product must have an id' });
    expect(cartMessages.missingId).toBe('Product must have an id');
  });

  it('accepts the id 0', () => {
    expect(accepted(addItem(emptyCart, { ...light, id: 0 })).items).toHaveLength(1);
  });
});

describe('removing and updating', () => {
  const filled = accepted(addItem(accepted(addItem(emptyCart, light, 2)), cord, 4));

  it('removes the line with that product id and recomputes the totals', () => {
    const state = accepted(removeItem(filled, 9));
    expect(state.items.map((item) => item.id)).toEqual([31]);
    expect(state).toMatchObject({ totalItems: 4, totalPrice: 98 });
  });

  it('sets a positive quantity', () => {
    const state = accepted(updateQuantity(filled, 31, 1));
    expect(quantityOf(state, 31)).toBe(1);
    expect(state).toMatchObject({ totalItems: 3, totalPrice: 2 * 1599 + 24.5 });
  });

  it.each([0, -1, -10])('removes the line when the quantity is set to %i', (quantity) => {
    const state = accepted(updateQuantity(filled, 9, quantity));
    expect(isInCart(state, 9)).toBe(false);
    expect(state).toMatchObject({ totalItems: 4, totalPrice: 98 });
  });

  it.each([undefined, null, ''])('refuses to remove or update without a product id (%p)', (id) => {
    const missing = id as unknown as CartProduct['id'];
    expect(removeItem(filled, missing)).toEqual({ ok: false, reason: 'Product ID is required' });
    expect(updateQuantity(filled, missing, 2)).toEqual({ ok: false, reason: 'Product ID is required' });
    expect(cartMessages.missingProductId).toBe('Product ID is required');
  });
});

describe('voltages and stock', () => {
  const dimmable: CartProduct = { ...light, maxQuantity: 2 };

  it('keeps a product at two voltages as two lines, each with its voltage', () => {
    const state = accepted(addItem(accepted(addItem(emptyCart, { ...light, voltage: '240V' })), { ...light, voltage: '277V' }));
    expect(state.items.map((item) => [item.voltage, item.quantity])).toEqual([
      ['240V', 1],
      ['277V', 1],
    ]);
    expect(quantityOf(state, 9)).toBe(2);
    expect(accepted(updateQuantity(state, 9, 3, '277V')).items.map((item) => item.quantity)).toEqual([1, 3]);
    expect(accepted(removeItem(state, 9, '240V')).items.map((item) => item.voltage)).toEqual(['277V']);
  });

  it('never holds more of a product than is in stock, over all its voltages', () => {
    const state = accepted(addItem(emptyCart, { ...dimmable, voltage: '240V' }, 5));
    expect(quantityOf(state, 9)).toBe(2);
    expect(addItem(state, { ...dimmable, voltage: '277V' })).toEqual({ ok: false, reason: 'Only 2 available' });
    const one = accepted(addItem(emptyCart, { ...dimmable, voltage: '240V' }));
    const both = accepted(addItem(one, { ...dimmable, voltage: '277V' }));
    expect(lineLimit(both, both.items[0])).toBe(1);
    expect(accepted(updateQuantity(both, 9, 6, '277V')).items.map((item) => item.quantity)).toEqual([1, 1]);
  });
});

describe('totals and helpers', () => {
  it('sums quantities and price times quantity', () => {
    const state = withTotals([
      { ...light, quantity: 2 },
      { ...cord, quantity: 3 },
    ]);
    expect(state.totalItems).toBe(5);
    expect(state.totalPrice).toBeCloseTo(2 * 1599 + 3 * 24.5, 10);
  });

  it('counts a line without a price as free', () => {
    expect(withTotals([{ id: 1, name: 'Sample', quantity: 2 } as never]).totalPrice).toBe(0);
  });

  it('the empty cart has no items and a total of 0', () => {
    expect(emptyCart).toEqual({ items: [], totalItems: 0, totalPrice: 0 });
  });

  it('answers 0 and false for a product that is not in the cart', () => {
    const state = accepted(addItem(emptyCart, light, 3));
    expect(quantityOf(state, 9)).toBe(3);
    expect(isInCart(state, 9)).toBe(true);
    expect(quantityOf(state, 31)).toBe(0);
    expect(isInCart(state, 31)).toBe(false);
  });
});

describe('reading the saved cart', () => {
  it('loads a cart with at least one line and recomputes its totals', () => {
    const raw = JSON.stringify({ items: [{ ...light, quantity: 2 }], totalItems: 99, totalPrice: 1 });
    expect(parseSavedCart(raw)).toEqual({ items: [{ ...light, quantity: 2 }], totalItems: 2, totalPrice: 3198 });
  });

  it.each([
    ['nothing saved', null],
    ['an empty cart', JSON.stringify(emptyCart)],
    ['no items list', JSON.stringify({ totalItems: 2 })],
    ['JSON null', 'null'],
    [
      'only unusable lines',
      JSON.stringify({
        items: [
          { name: 'no id', quantity: 1 },
          { ...light, quantity: 0 },
        ],
      }),
    ],
  ])('ignores %s', (_label, raw) => {
    expect(parseSavedCart(raw)).toBeNull();
  });

  it('reads quantities saved as text as numbers', () => {
    const raw = JSON.stringify({ items: [{ ...light, quantity: '2' }] });
    expect(parseSavedCart(raw)).toMatchObject({ totalItems: 2, totalPrice: 3198, items: [{ quantity: 2 }] });
  });

  it('throws on text that is not JSON, for the store to log', () => {
    expect(() => parseSavedCart('{not json')).toThrow(SyntaxError);
  });
});
