import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { Providers } from './providers';
import { primeFromMatches } from './prime';
import { createAppRouter } from './router';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { reloadOnStaleChunk } from '../features/pwa/stale-chunk';
import { captureInstallPrompt } from '../lib/install-offer';

captureInstallPrompt();
reloadOnStaleChunk();

// After the first paint: the worker's install fetches every route chunk, which must not compete
// with the page's own first load.
window.addEventListener(
  'load',
  () => {
    void registerServiceWorker();
    // The outbox's triggers (and the notification they show) are not needed for the first screen.
    void Promise.all([import('../lib/outbox/page/runtime'), import('./outbox-notices')]).then(([{ startOutboxRuntime }, { announceDelivery }]) =>
      startOutboxRuntime({ onDelivered: announceDelivery }),
    );
  },
  { once: true },
);

const router = createAppRouter();
const root = document.getElementById('root')!;
const app = (): ReactNode => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/** Set by the scripts the server writes into a page it rendered; absent in the offline shell. */
declare global {
  interface Window {
    $_TSR?: { h: () => void };
  }
}

if (window.$_TSR) {
  // A page the server rendered: take over its markup with the data it was rendered from.
  void hydrate(router).then(() => {
    window.$_TSR?.h();
    primeFromMatches(router);
    hydrateRoot(root, app());
  });
} else {
  // The shell the service worker answers with offline (and on later visits): render here.
  createRoot(root).render(app());
}
