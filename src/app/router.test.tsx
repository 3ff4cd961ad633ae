import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routerDefaults } from './router';

/** The app's router settings over a small tree: a frame, and a page that throws while rendering. */
function renderRoute(path: string, Page: () => never) {
  const root = createRootRoute({
    component: () => (
      <div>
        <header>Verdant frame</header>
        <Outlet />
      </div>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home page</p> });
  const broken = createRoute({ getParentRoute: () => root, path: '/broken', component: Page });
  const technicalSupport = createRoute({ getParentRoute: () => root, path: '/technical-support', component: () => <p>Support</p> });
  const router = createRouter({
    ...routerDefaults,
    routeTree: root.addChildren([home, broken, technicalSupport]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('a page that fails to render', () => {
  it('shows a helpful page inside the frame instead of a blank screen, with ways on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoute('/broken', () => {
      throw new Error('Cannot read properties of undefined (reading "sku")');
    });
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText('Verdant frame')).toBeInTheDocument();
    expect(screen.getByText(/Your cart and anything you sent from this device are safe/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get technical support' })).toHaveAttribute('href', '/technical-support');
    expect(screen.getByText('Cannot read properties of undefined (reading "sku")')).toBeInTheDocument();

    await act(() => userEvent.click(screen.getByRole('link', { name: 'Back to the home page' })));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('says so when the device is offline, the likely cause of a page that did not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoute('/broken', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    expect(await screen.findByText('You are offline, and this part of the store may not be saved on this device yet.')).toBeInTheDocument();
  });
});
