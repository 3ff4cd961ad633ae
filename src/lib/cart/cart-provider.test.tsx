import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from './cart-provider';
import { CART_STORAGE_KEY } from './cart-model';

const light = { id: 9, name: 'iLogic MS Plus 1050W', price: 1599, model: 'IL-L1050MS' };

function CartSummary() {
  const totalItems = useCart((cart) => cart.totalItems);
  const addItem = useCart((cart) => cart.addItem);
  return (
    <>
      <output aria-label="items">{totalItems}</output>
      <button type="button" onClick={() => addItem(light)}>
        Add
      </button>
    </>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('useCart', () => {
  it('throws the Spanish message when used outside CartProvider', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCart())).toThrow('useCart debe ser usado dentro de CartProvider');
    silence.mockRestore();
  });

  it('gives the whole cart and its actions', () => {
    const { result } = renderHook(() => useCart(), { wrapper: CartProvider });
    act(() => {
      result.current.addItem(light, 2);
    });
    expect(result.current).toMatchObject({ totalItems: 2, totalPrice: 3198 });
    expect(result.current.getQuantity(9)).toBe(2);
  });

  it('reads and writes the browser localStorage by default', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [{ ...light, quantity: 3 }] }));
    render(
      <CartProvider>
        <CartSummary />
      </CartProvider>,
    );
    expect(screen.getByLabelText('items')).toHaveTextContent('3');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('items')).toHaveTextContent('4');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject({ totalItems: 4, totalPrice: 4 * 1599 });
  });
});

describe('CartProvider across tabs', () => {
  it('shows a cart another tab saved, on its storage event', () => {
    render(
      <CartProvider>
        <CartSummary />
      </CartProvider>,
    );
    expect(screen.getByLabelText('items')).toHaveTextContent('0');

    const otherTab = JSON.stringify({ items: [{ ...light, quantity: 5 }], totalItems: 5, totalPrice: 7995 });
    localStorage.setItem(CART_STORAGE_KEY, otherTab);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: otherTab }));
    });
    expect(screen.getByLabelText('items')).toHaveTextContent('5');
  });
});
