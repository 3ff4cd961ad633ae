import { screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../components/form/test-utils';
import type { Product } from '../../shared/product';
import { resetProductsForTests } from '../../lib/use-products';
import { PlannerPage } from './planner-page';
import type { PlannerSearch } from './url-state';

const light = (id: number, sku: string, item_name: string, ppf: string | number | null, watts: number): Product => ({
  id,
  sku,
  item_name,
  category: 'LED Grow Lights',
  subcategory: 'LED Grow Lights',
  ppf,
  wattage_240v: watts,
  amperage_240v: Math.round((watts / (240 * 0.98)) * 100) / 100,
});

const catalogue = [
  light(1, 'IL-L1050MS', 'iLogic MS Plus 1050W', '3483 µmol/s', 1050),
  light(2, 'IL-L340FS', 'iLogic FS Plus 340W', 986, 340),
  light(3, 'IL-MYSTERY', 'Mystery Light', null, 600),
];

/** The planner on its own page, its address kept as the route would keep it. */
function renderPlanner(initial: PlannerSearch) {
  const changes = vi.fn();
  function Harness() {
    const [search, setSearch] = useState(initial);
    return (
      <PlannerPage
        search={search}
        handedOver={{ products: catalogue, asOf: 0, partial: true }}
        onChange={(next) => {
          changes(next);
          setSearch(next);
        }}
      />
    );
  }
  const root = createRootRoute();
  const pages = [
    createRoute({ getParentRoute: () => root, path: '/planner', component: Harness }),
    createRoute({ getParentRoute: () => root, path: '/product/$sku', component: () => <h1>Product</h1> }),
  ];
  const router = createRouter({ routeTree: root.addChildren(pages), history: createMemoryHistory({ initialEntries: ['/planner'] }) });
  return { ...renderWithMantine(<RouterProvider router={router} />), changes };
}

describe('PlannerPage', () => {
  // The page is handed its fixtures; the whole list it asks for afterwards never comes.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetProductsForTests();
  });

  it('asks for the room before planning, and plans the room entered', async () => {
    const { user, changes } = renderPlanner({});
    expect(await screen.findByText(/Enter the width and length of your room/)).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Room width' }), '10');
    await user.type(screen.getByRole('spinbutton', { name: 'Room length' }), '10');
    await user.click(screen.getByRole('button', { name: 'Plan my room' }));

    expect(changes).toHaveBeenLastCalledWith(expect.objectContaining({ width: 10, length: 10, unit: 'ft', stage: 'flower', voltage: 240, hours: 12, price: 0.15 }));
    const plan = await screen.findByRole('article', { name: 'iLogic MS Plus 1050W' });
    expect(within(plan).getByText('956 µmol/m²/s')).toBeInTheDocument();
    expect(within(plan).getByText('3,150 W')).toBeInTheDocument();
    expect(within(plan).getByText('37.8 kWh')).toBeInTheDocument();
    expect(within(plan).getByText('$170.10')).toBeInTheDocument();
    expect(within(plan).getByRole('img', { name: '2 rows of 2' })).toBeInTheDocument();
    expect(within(plan).getByText('15 A breakers: 2 circuits')).toBeInTheDocument();
    expect(screen.getByText(/is an estimate of the average over the canopy/)).toBeInTheDocument();
  });

  it('names the fixtures left out for missing figures', async () => {
    renderPlanner({ width: 10, length: 10 });
    const missing = await screen.findByRole('region', { name: 'Left out of the plan' });
    expect(within(missing).getByText('Mystery Light')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Mystery Light' })).not.toBeInTheDocument();
  });

  it('puts the light a visitor came from first', async () => {
    renderPlanner({ width: 3, length: 3, unit: 'm', sku: 'il-l340fs' });
    const plans = await screen.findAllByRole('article');
    expect(plans[0]).toHaveAccessibleName('iLogic FS Plus 340W');
    expect(within(plans[0]).getByText('The light you came from')).toBeInTheDocument();
  });

  it('says so when no fixture reaches the target', async () => {
    renderPlanner({ width: 3000, length: 3000, ppfd: 3000 });
    expect(await screen.findByRole('heading', { name: /No fixture in the catalogue reaches this target/ })).toBeInTheDocument();
  });
});
