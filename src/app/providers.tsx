import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import './mantine-styles';
import './accessibility.css';
import { CartProvider } from '../lib/cart/cart-provider';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { theme } from './theme';

// The notifications renderer is only needed once something is announced: kept out of the first load.
const Notifications = lazy(() => import('./notifications'));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      <CartProvider>{children}</CartProvider>
      <UpdatePrompt />
    </MantineProvider>
  );
}
