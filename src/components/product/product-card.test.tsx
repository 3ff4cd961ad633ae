import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../../lib/cart/cart-provider';
import type { Product } from '../../shared/product';
import { ProductCard } from './product-card';

function renderCard(product: Product) {
  const storage = window.localStorage;
  storage.clear();
  const rootRoute = createRootRoute({ component: () => <ProductCard product={product} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <MantineProvider env="test">
      <CartProvider storage={storage}>
        <RouterProvider router={router} />
      </CartProvider>
    </MantineProvider>,
  );
  return storage;
}

const lamp: Product = {
  id: 90,
  sku: 'IL-LAMP-HPS-600',
  item_name: 'HPS 600W Lamp',
  subcategory: 'LAMPS',
  msrp: 39,
  stock_quantity: 3,
  photo_1: '/products/lamp.svg',
};

describe('ProductCard', () => {
  afterEach(() => vi.useRealTimers());

  it('adds the product with its cart fields, says Added! for 600 ms and to a screen reader for 2 s', async () => {
    const storage = renderCard(lamp);
    await screen.findByText('Only 3 left');
    expect(screen.getByText('$39.00')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/product/IL-LAMP-HPS-600');
    const image = screen.getByRole('img', { name: 'HPS 600W Lamp' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Added!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Added!$/);
    act(() => vi.advanceTimersByTime(599));
    expect(screen.getByRole('button', { name: 'Added!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Added!$/);
    act(() => vi.advanceTimersByTime(1399));
    expect(screen.getByRole('status')).toHaveTextContent(/^Added!$/);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    const saved = JSON.parse(storage.getItem('cart') ?? '{}');
    expect(saved.items[0]).toMatchObject({
      id: 90,
      name: 'HPS 600W Lamp',
      price: 39,
      image: '/products/lamp.svg',
      model: 'IL-LAMP-HPS-600',
      maxQuantity: 3,
      stockStatus: 'low_stock',
      quantity: 1,
    });
  });

  it('says Failed to add to cart when the cart refuses the product', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCard({ ...lamp, id: '' as unknown as number });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add to cart');
  });

  it('disables Add to Cart when out of stock and falls back to a placeholder image', async () => {
    renderCard({ ...lamp, stock_quantity: 0 });
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    const image = screen.getByRole('img', { name: 'HPS 600W Lamp' });
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('adds the product to the compare list and leads to the comparison from this card only', async () => {
    const storage = renderCard(lamp);
    const toggle = await screen.findByRole('button', { name: 'Add to compare' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link', { name: /^Compare/ })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Compare 1 product' })).toHaveAttribute('href', '/compare?skus=IL-LAMP-HPS-600');
    expect(JSON.parse(storage.getItem('compare') ?? '[]')).toEqual(['IL-LAMP-HPS-600']);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link', { name: /^Compare/ })).not.toBeInTheDocument();
    expect(JSON.parse(storage.getItem('compare') ?? '[]')).toEqual([]);
  });
});
