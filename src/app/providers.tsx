import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import './mantine-styles';
import './accessibility.css';
import { CartProvider } from '../lib/cart/cart-provider';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { theme } from './theme';

// The notifications renderer is only needed once something is announced: kept out of the first load.
const Notifications = lazy(() => import('./notifications'));

/**
 * Marks the document once the app answers to input: a server-rendered page shows before its
 * script has run, and a tap on it does nothing until then (the e2e tests wait for this).
 */
function MarkInteractive({ onInteractive }: { onInteractive?: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    onInteractive?.();
  }, [onInteractive]);
  return null;
}

/**
 * Everything around the router, the same on the server and in the browser: React numbers
 * `useId` by the shape of the tree, so one extra element on either side would give every id
 * the server wrote (labels, aria-controls) a different twin in the browser.
 */
export function Providers({ children, onInteractive }: { children: ReactNode; onInteractive?: () => void }) {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
      <CartProvider>
        {/* React hydrates a server-rendered boundary in slices, between which the browser answers
            input, rather than in one long task; the document is marked once the page has hydrated. */}
        <Suspense fallback={null}>
          {children}
          <MarkInteractive onInteractive={onInteractive} />
        </Suspense>
      </CartProvider>
      <UpdatePrompt />
    </MantineProvider>
  );
}
