import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '../components/layout/app-shell';
import { CartLink } from '../components/layout/cart-link';
import { NotFoundPage } from '../components/layout/not-found-page';
import { useCart } from '../lib/cart/cart-provider';
import { CatalogueFreshness } from '../features/offline/catalogue-freshness';
import { OutboxIndicator } from '../features/offline/outbox-indicator';
import { LiveSearch } from '../features/search/live-search';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// The shared frame lives in components/, which may not reach into features: the root route plugs them in.
function RootLayout() {
  return (
    <AppShell search={<LiveSearch />} cart={<HeaderCartLink />} status={<OutboxIndicator />} notice={<CatalogueFreshness />} />
  );
}

function HeaderCartLink() {
  const totalItems = useCart((cart) => cart.totalItems);
  return <CartLink count={totalItems} />;
}
