import { Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import './mantine-styles';
import './accessibility.css';
import { afterPageLoad } from '../lib/after-page-load';
import { endHydration } from '../lib/hydration';
import { CartProvider } from '../lib/cart/cart-provider';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { theme } from './theme';

// The notifications renderer is only needed once something is announced: kept out of the first load.
const loadNotifications = () => import('./notifications');

/**
 * Mounts the notifications renderer in a task of its own once the page is loaded and idle
 * (decision 204). Mounted with the page, its portal and six transition groups would each set
 * state in hydration's last, longest task. Nothing is lost before then: what is announced
 * earlier waits in the notifications store. A connection lost before its chunk arrived does not
 * break the page: the chunk is asked for again when the browser is back online.
 */
function LateNotifications() {
  const [Rendered, setRendered] = useState<ComponentType | null>(null);
  useEffect(() => {
    let gone = false;
    const load = () =>
      void loadNotifications().then(
        ({ default: AppNotifications }) => !gone && setRendered(() => AppNotifications),
        () => window.addEventListener('online', load, { once: true }),
      );
    const cancel = afterPageLoad(load);
    return () => {
      gone = true;
      cancel();
      window.removeEventListener('online', load);
    };
  }, []);
  return Rendered ? <Rendered /> : null;
}

/**
 * Runs once the page answers to input: rendered here, or hydrated from the server's markup (it
 * sits inside the boundary the page hydrates in). What only the browser knows shows from then on.
 */
function Interactive({ onInteractive }: { onInteractive?: () => void }) {
  useEffect(() => {
    endHydration();
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
  const [interactive, setInteractive] = useState(false);
  const markInteractive = useCallback(() => {
    setInteractive(true);
    onInteractive?.();
  }, [onInteractive]);
  return (
    <MantineProvider theme={theme}>
      {interactive && <LateNotifications />}
      <CartProvider>
        {/* React hydrates a server-rendered boundary in slices, between which the browser answers
            input, rather than in one long task. */}
        <Suspense fallback={null}>
          {children}
          <Interactive onInteractive={markInteractive} />
        </Suspense>
      </CartProvider>
      <UpdatePrompt />
    </MantineProvider>
  );
}
