import { render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product';
import { searchScope } from './search-scope';

const cords: Product[] = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
  id: n,
  item_name: `Power Cord ${n} ft`,
  sku: `IL-PC-${n}`,
  category: 'Cords & Accessories',
  subcategory: 'Cords',
  msrp: 20 + n,
}));
const catalogue: Product[] = [...cords, { id: 8, item_name: 'HYPERMOL PRO 1450W', sku: 'IL-HMOL-1450-PRO', msrp: 1899 }];

async function renderInRouter(node: ReactNode) {
  const rootRoute = createRootRoute({ component: () => node });
  const router = createRouter({
    routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/categories' })]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await router.load();
}

describe('what /search shows of the catalogue', () => {
  it('holds every match, not only the first 5, under a heading quoting the query', () => {
    const scope = searchScope(' cord ');
    expect(scope.title).toBe('Search results for "cord"');
    expect(scope.select(catalogue).map((product) => product.sku)).toEqual(cords.map((product) => product.sku));
  });

  it('says so when nothing matches, with a way to the whole catalogue', async () => {
    const scope = searchScope('qqzz');
    expect(scope.select(catalogue)).toEqual([]);
    await renderInRouter(scope.empty);
    expect(await screen.findByText('No products found for "qqzz"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/categories');
  });

  it('invites a search when no query was given', async () => {
    const scope = searchScope('   ');
    expect(scope.title).toBe('Search products');
    expect(scope.select(catalogue)).toEqual([]);
    await renderInRouter(scope.empty);
    expect(
      await screen.findByText('Type a product name, SKU, category or brand to search the catalogue.'),
    ).toBeInTheDocument();
  });
});
