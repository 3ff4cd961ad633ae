import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '../components/layout/app-shell';
import { CartLink } from '../components/layout/cart-link';
import { NotFoundPage } from '../components/layout/not-found-page';
import { useCart } from '../features/cart/cart-provider';
import { LiveSearch } from '../features/search/live-search';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// The shared frame lives in components/, which may not reach into features: the root route plugs them in.
function RootLayout() {
  return <AppShell search={<LiveSearch />} cart={<HeaderCartLink />} />;
}

function HeaderCartLink() {
  const totalItems = useCart((cart) => cart.totalItems);
  return <CartLink count={totalItems} />;
}
