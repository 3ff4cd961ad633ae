import { render, screen, within } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProductsForTests } from '../../lib/use-products';
import { SearchResults } from './search-results';

const cords = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
  id: n,
  item_name: `Power Cord ${n} ft`,
  sku: `IL-PC-${n}`,
  category: 'Cords & Accessories',
  subcategory: 'Cords',
  msrp: 20 + n,
}));

function renderResults(query: string) {
  const rootRoute = createRootRoute({ component: () => <SearchResults query={query} /> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/product/$sku' }),
      createRoute({ getParentRoute: () => rootRoute, path: '/categories' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetProductsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: cords }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the search results page', () => {
  it('lists every match, not only the first 5, each linking to its product', async () => {
    renderResults(' cord ');
    expect(await screen.findByText('7 products found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for "cord"');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(7);
    const last = within(rows[6]).getByRole('link');
    expect(last).toHaveAttribute('href', '/product/IL-PC-7');
    expect(last).toHaveTextContent('Power Cord 7 ft');
    expect(last).toHaveTextContent('IL-PC-7');
    expect(last).toHaveTextContent('Cords & Accessories');
    expect(last).toHaveTextContent('$27.00');
  });

  it('says so when nothing matches', async () => {
    renderResults('qqzz');
    expect(await screen.findByText('No products found for "qqzz"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/categories');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('invites a search when no query was given', async () => {
    renderResults('   ');
    expect(
      await screen.findByText('Type a product name, SKU, category or brand to search the catalogue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search products');
  });

  it('tells the visitor when the catalogue cannot be loaded', async () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    renderResults('cord');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalogue could not be loaded. Please check your connection and try again.',
    );
    silence.mockRestore();
  });
});
