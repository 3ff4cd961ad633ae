import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetProductsForTests } from '../../lib/use-products';
import { LiveSearch } from './live-search';

const item = (id: number, item_name: string, sku: string, category: string, msrp: number) => ({
  id,
  item_name,
  sku,
  category,
  brand: 'Verdant',
  subcategory: category,
  msrp,
  photo_1: `/products/${sku.toLowerCase()}.jpg`,
});

const catalogue = [
  item(1, 'iLogic MS Plus 1050W', 'IL-L1050MS', 'LED Grow Lights', 1599),
  item(2, 'iLogic FS Plus 1030W', 'IL-L1030FS', 'LED Grow Lights', 1499),
  item(3, 'Double Ended HPS 1000W', 'ILUM-DE-N1K', 'HID Lighting', 299),
  // Exactly five "bar" products, and six "cord" products.
  ...[1, 2, 3, 4, 5].map((n) => item(10 + n, `Under Canopy Bar ${n}`, `IL-UC-${n}`, 'LED Grow Lights', 100 + n)),
  ...[1, 2, 3, 4, 5, 6].map((n) => item(20 + n, `Power Cord ${n} ft`, `IL-PC-${n}`, 'Cords & Accessories', 20 + n)),
];

let fetchMock: ReturnType<typeof vi.fn>;

function answerWith(status: number, body: unknown) {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
}

/** The header search in a router with the pages it leads to. */
async function renderSearch() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <LiveSearch />
        <p>outside the search</p>
        <Outlet />
      </>
    ),
  });
  const pages = [
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/product/$sku', component: () => <h1>Product</h1> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/search', component: () => <h1>Results</h1> }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Home' });
  // Timers are faked only once the router has settled, so the debounce can be stepped through.
  vi.useFakeTimers();
  return { router, box: screen.getByRole('combobox', { name: 'Search products' }) };
}

/** Lets the products request and React updates settle. */
const settle = () => act(async () => {});
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function type(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await settle();
}

/** Types and waits out the debounce. */
async function search(box: HTMLElement, text: string) {
  await type(box, text);
  await elapse(300);
  await settle();
}

/** The suggestions shown, each starting with the product's name. */
function expectOptions(names: string[]) {
  const options = screen.queryAllByRole('option');
  expect(options).toHaveLength(names.length);
  names.forEach((name, index) => expect(options[index].textContent).toMatch(new RegExp(`^${name}`)));
}

beforeEach(() => {
  resetProductsForTests();
  answerWith(200, { items: catalogue });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('live search', () => {
  it('asks for the catalogue only once the box is used', async () => {
    const { box } = await renderSearch();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.focus(box);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/products', expect.anything());
  });

  it('shows "Searching..." until 300 ms after the last keystroke, then the suggestions', async () => {
    const { box } = await renderSearch();
    await type(box, 'ilo');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    await elapse(200);
    fireEvent.change(box, { target: { value: 'ilogic' } });
    await elapse(299);
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await elapse(1);
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
    expectOptions(['iLogic MS Plus 1050W', 'iLogic FS Plus 1030W']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows name, SKU, price, image and category of each suggestion', async () => {
    const { box } = await renderSearch();
    await search(box, 'n1k');
    const [option] = screen.getAllByRole('option');
    expect(option).toHaveTextContent('Double Ended HPS 1000W');
    expect(option).toHaveTextContent('ILUM-DE-N1K');
    expect(option).toHaveTextContent('HID Lighting');
    expect(option).toHaveTextContent('$299.00');
    const image = option.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/products/ilum-de-n1k.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '44');
    expect(image).toHaveAttribute('height', '44');

    fireEvent.error(image);
    expect(within(option).getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it('keeps the list closed below 2 characters and closes it at once when the text gets shorter', async () => {
    const { box } = await renderSearch();
    await search(box, ' i ');
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
    expect(screen.queryByText(/No products found/)).not.toBeInTheDocument();

    await search(box, 'ilogic');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.change(box, { target: { value: 'i' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches, quoting the typed text', async () => {
    const { box } = await renderSearch();
    await search(box, '  zzz9 ');
    expect(screen.getByText('No products found for "zzz9"')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows at most 5 suggestions and the hint only when exactly 5 show', async () => {
    const { box } = await renderSearch();
    await search(box, 'canopy bar');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(screen.getByText('Press Enter to see all results')).toBeInTheDocument();

    await search(box, 'power cord');
    expectOptions(['Power Cord 1 ft', 'Power Cord 2 ft', 'Power Cord 3 ft', 'Power Cord 4 ft', 'Power Cord 5 ft']);
    expect(screen.getByText('Press Enter to see all results')).toBeInTheDocument();

    await search(box, 'canopy bar 1');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByText('Press Enter to see all results')).not.toBeInTheDocument();
  });

  it('opens the product of a clicked suggestion and clears the box', async () => {
    const { router, box } = await renderSearch();
    await search(box, 'ilogic');
    fireEvent.click(screen.getAllByRole('option')[1]);
    await settle();
    expect(router.state.location.pathname).toBe('/product/IL-L1030FS');
    expect(box).toHaveValue('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens the only match on Enter, even before the debounce has run', async () => {
    const { router, box } = await renderSearch();
    await type(box, 'l1030');
    fireEvent.submit(box);
    await settle();
    expect(router.state.location.pathname).toBe('/product/IL-L1030FS');
    expect(box).toHaveValue('');
  });

  /** Presses Enter in the box and expects the results page for the query. */
  async function expectEnterToList(router: Awaited<ReturnType<typeof renderSearch>>['router'], box: HTMLElement, q: string) {
    fireEvent.submit(box);
    await settle();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toEqual({ q });
    expect(box).toHaveValue('');
  }

  it('goes to every match on /search on Enter when the hint promises all results', async () => {
    const { router, box } = await renderSearch();
    await search(box, 'power cord');
    expect(screen.getByText('Press Enter to see all results')).toBeInTheDocument();
    await expectEnterToList(router, box, 'power cord');
  });

  it('goes to /search on Enter with a few matches and none picked, before the debounce too', async () => {
    const { router, box } = await renderSearch();
    await type(box, 'ilogic');
    await expectEnterToList(router, box, 'ilogic');
  });

  it('goes to the results page on Enter when nothing matches', async () => {
    const { router, box } = await renderSearch();
    await search(box, 'zzz9');
    await expectEnterToList(router, box, 'zzz9');
  });

  it('moves the active option with the arrow keys and opens it with Enter', async () => {
    const { router, box } = await renderSearch();
    await search(box, 'canopy bar');
    const options = screen.getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[4].id);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box);
    await settle();
    expect(router.state.location.pathname).toBe('/product/IL-UC-2');
  });

  it('closes on Escape and reopens with ArrowDown', async () => {
    const { box } = await renderSearch();
    await search(box, 'ilogic');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box).toHaveValue('ilogic');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('closes on a click outside', async () => {
    const { box } = await renderSearch();
    await search(box, 'ilogic');
    fireEvent.mouseDown(screen.getByText('outside the search'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    fireEvent.mouseDown(box);
    fireEvent.focus(box);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('logs a failed catalogue call and keeps the list empty and closed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(500, { error: 'down' });
    const { box } = await renderSearch();
    await search(box, 'ilogic');
    expect(errors).toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
    expect(screen.queryByText(/No products found/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    errors.mockRestore();
  });

  it('asks again for the catalogue when the box is used again after a failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(500, { error: 'down' });
    const { box } = await renderSearch();
    await search(box, 'ilogic');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answerWith(200, { items: catalogue });
    fireEvent.blur(box);
    fireEvent.focus(box);
    await settle();
    await elapse(300);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expectOptions(['iLogic MS Plus 1050W', 'iLogic FS Plus 1030W']);
    errors.mockRestore();
  });
});
