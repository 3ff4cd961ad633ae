import { screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../components/form/test-utils';
import { primeProducts, resetProductsForTests } from '../../lib/use-products';
import { ComparePage } from './compare-page';

const light = (id: number, sku: string, item_name: string, ppf: string) => ({ id, sku, item_name, category: 'LED Grow Lights', subcategory: 'LED Grow Lights', msrp: 999, ppf });

function renderCompare(skus: string[]) {
  const onChange = vi.fn();
  const root = createRootRoute();
  const pages = [
    createRoute({ getParentRoute: () => root, path: '/compare', component: () => <ComparePage skus={skus} onChange={onChange} /> }),
    createRoute({ getParentRoute: () => root, path: '/product/$sku', component: () => <h1>Product</h1> }),
    createRoute({ getParentRoute: () => root, path: '/categories', component: () => <h1>Shop</h1> }),
  ];
  const router = createRouter({ routeTree: root.addChildren(pages), history: createMemoryHistory({ initialEntries: ['/compare'] }) });
  return { ...renderWithMantine(<RouterProvider router={router} />), onChange };
}

describe('ComparePage', () => {
  beforeEach(() => primeProducts({ products: [light(1, 'IL-A', 'Light A', '3483 µmol/s'), light(2, 'IL-B', 'Light B', '2170 µmol/s')], asOf: 0 }));
  afterEach(() => {
    resetProductsForTests();
    localStorage.clear();
  });

  it('shows the products side by side and marks the rows that differ', async () => {
    renderCompare(['IL-A', 'IL-B', 'IL-GONE']);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Specification', 'Light ARemove', 'Light BRemove']);
    expect(within(table).getByRole('row', { name: /^PPF ?Differs 3483 µmol\/s 2170 µmol\/s$/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Price \$999\.00 \$999\.00$/ })).not.toHaveAttribute('data-differs');
    expect(screen.getByText('Not in the catalogue, so left out: IL-GONE.')).toBeInTheDocument();
  });

  it('takes a product out of the list and the address', async () => {
    const { user, onChange } = renderCompare(['IL-A', 'IL-B']);
    await user.click(await screen.findByRole('button', { name: 'Remove Light A from compare' }));
    expect(onChange).toHaveBeenCalledWith(['IL-B']);
    expect(localStorage.getItem('compare')).toBe('["IL-B"]');
  });

  it('says there is nothing to compare', async () => {
    renderCompare([]);
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
  });
});
