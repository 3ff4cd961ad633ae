import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { Providers } from './providers';
import { primeFromMatches } from './prime';
import { createAppRouter } from './router';
import { runRouteChunks } from './run-route-chunks';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { reloadOnStaleChunk } from '../features/pwa/stale-chunk';
import { afterPageLoad, whenIdle } from '../lib/after-page-load';
import { beginHydration, endHydration } from '../lib/hydration';
import { captureInstallPrompt } from '../lib/install-offer';

captureInstallPrompt();
reloadOnStaleChunk();

/** Set by the scripts the server writes into a page it rendered; absent in the offline shell. */
declare global {
  interface Window {
    $_TSR?: { h: () => void };
  }
}

// Once the page is interactive, loaded and idle (docs/decisions/204): the worker's install fetches
// every route chunk, which must not compete with the page's own first load and hydration, nor
// hold back a page that renders here (the outbox, the offline settings) before it has shown.
function startAfterLoad() {
  void registerServiceWorker();
  // The outbox's triggers (and the notification they show) are not needed for the first screen.
  void Promise.all([import('../lib/outbox/page/runtime'), import('./outbox-notices')]).then(([{ startOutboxRuntime }, { announceDelivery }]) =>
    startOutboxRuntime({ onDelivered: announceDelivery }),
  );
}
// Once per page load, however often React runs the effect that calls it (twice in development).
let started = false;
const afterLoad = () => {
  if (started) return;
  started = true;
  afterPageLoad(startAfterLoad);
};

function startApp() {
  const router = createAppRouter();
  const root = document.getElementById('root')!;
  const app = (): ReactNode => (
    <StrictMode>
      <Providers onInteractive={afterLoad}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (window.$_TSR) {
    // A page the server rendered: take over its markup with the data it was rendered from, in
    // tasks of their own: creating the router, running the route's modules and reading the
    // page's data are each a long task on a slow phone.
    setTimeout(() =>
      runRouteChunks()
        .then(() => hydrate(router))
        .then(() => {
          window.$_TSR?.h();
          primeFromMatches(router);
          beginHydration();
          hydrateRoot(root, app());
          // React hydrates the page's boundaries in passes of their own; the browser falls idle
          // once they are all done (docs/decisions/208). Not after the load event: on a slow
          // line the page's images would keep its forms locked.
          whenIdle(endHydration);
        }),
    );
  } else {
    // The shell the service worker answers with offline (and on later visits): render here.
    createRoot(root).render(app());
  }
}

// In a task of its own: the browser paints and answers input between the evaluation of the app's
// modules and its first render, each a long task on a slow phone that together would hold a tap.
setTimeout(startApp);
