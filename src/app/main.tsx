import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './providers';
import { router } from './router';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { reloadOnStaleChunk } from '../features/pwa/stale-chunk';
import { captureInstallPrompt } from '../lib/install-offer';

captureInstallPrompt();
reloadOnStaleChunk();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

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
