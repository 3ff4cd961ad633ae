import { createRootRouteWithContext, Outlet, Scripts, useMatches } from '@tanstack/react-router';
import { lazy } from 'react';
import type { RouterContext } from '../lib/router-context';
import { AppShell } from '../components/layout/app-shell';
import { CartLink } from '../components/layout/cart-link';
import { NotFoundPage } from '../components/layout/not-found-page';
import { useCart } from '../lib/cart/cart-provider';
import { useHydrated } from '../lib/hydration';
import { BoothBarSlot } from '../features/booth/booth-bar-slot';
import { CatalogueFreshness } from '../features/offline/catalogue-freshness';
import { OutboxIndicator } from '../features/offline/outbox-indicator';
import { LiveSearch } from '../features/search/live-search';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page draws its own plain frame (the staff inbox): no shop header, search, cart or footer. */
    ownFrame?: boolean;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page names itself; an address that matches no page says so, and search engines skip it.
  // Each route's head is written into the page by the server, and the browser keeps it as written:
  // it is left out of the browser's build, so hydration never waits for a head's module to load.
  head: import.meta.env.SSR ? (context) => (context.matches.length === 1 ? import('../lib/page-head').then(({ notFoundHead }) => notFoundHead(context.match.pathname, context)) : {}) : undefined,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// Loaded when the menu first shows it, out of every page's first load.
const SaveForOfflineMenuItem = lazy(() => import('../features/offline/save-for-offline-menu-item'));

// The shared frame lives in components/, which may not reach into features: the root route plugs them in.
function RootLayout() {
  const ownFrame = useMatches({ select: (matches) => matches.some((match) => match.staticData.ownFrame) });
  return (
    <>
      {ownFrame ? (
        <Outlet />
      ) : (
        <AppShell search={<LiveSearch />} cart={<HeaderCartLink />} status={<OutboxIndicator />} notice={
            <>
              <BoothBarSlot />
              <CatalogueFreshness />
            </>
          } menuTool={SaveForOfflineMenuItem} />
      )}
      <RouterStateScripts />
    </>
  );
}

/**
 * Where the server writes the router's state for the browser to pick up. Those scripts remove
 * themselves once run, so the browser renders nothing here, and its bundle leaves the component out.
 */
const RouterStateScripts = import.meta.env.SSR ? Scripts : () => null;

/** The saved cart lives in this browser: the server's page shows no badge, and the browser adds it once hydrated. */
function HeaderCartLink() {
  const totalItems = useCart((cart) => cart.totalItems);
  return <CartLink count={useHydrated() ? totalItems : 0} />;
}
