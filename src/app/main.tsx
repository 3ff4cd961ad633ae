import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { Providers } from './providers';
import { primeFromMatches } from './prime';
import { createAppRouter } from './router';
import { replayEarlyTaps, replayHydratedTaps } from './early-taps';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { reloadOnStaleChunk } from '../features/pwa/stale-chunk';
import { afterPageLoad, whenIdle } from '../lib/after-page-load';
import { beginHydration } from '../lib/hydration';
import { captureInstallPrompt } from '../lib/install-offer';

captureInstallPrompt();
reloadOnStaleChunk();

/** Set by the scripts the server writes into a page it rendered; absent in the offline shell. */
declare global {
  interface Window {
    $_TSR?: { h: () => void };
  }
}

// Once the page is loaded and idle (docs/decisions/204): the worker's install fetches every route
// chunk, and the outbox's triggers are not needed for the first screen; neither may compete with
// the page's own first load.
function startAfterLoad() {
  void registerServiceWorker();
  void Promise.all([import('../lib/outbox/page/runtime'), import('./outbox-notices')]).then(([{ startOutboxRuntime }, { announceDelivery }]) =>
    startOutboxRuntime({ onDelivered: announceDelivery }),
  );
}

/**
 * Once the page has hydrated: the taps made before then happen now, those React takes at once in
 * the next task, the others once the browser is first idle (src/app/early-taps.ts), and the
 * background work is queued.
 */
let started = false;
function onInteractive() {
  // Once per page load, however often React runs the effect that calls it (twice in development).
  if (started) return;
  started = true;
  setTimeout(() => void replayHydratedTaps().then(() => whenIdle(() => void replayEarlyTaps())));
  afterPageLoad(startAfterLoad);
}

const router = createAppRouter();
const root = document.getElementById('root')!;
const app = (): ReactNode => (
  <StrictMode>
    <Providers onInteractive={onInteractive}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

if (window.$_TSR) {
  // A page the server rendered: the router reads the data it was rendered with and loads the
  // route's modules, then React takes over the markup as it stands. The page's lazy sections are
  // loaded first too (the server preloads them all with the page): a part whose module is still on
  // its way could not be hydrated, and React would drop a tap on it rather than keep it.
  const pageModules = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    import(/* @vite-ignore */ link.href).catch(() => {}),
  );
  void Promise.all([hydrate(router), ...pageModules]).then(() => {
    window.$_TSR?.h();
    primeFromMatches(router);
    beginHydration();
    hydrateRoot(root, app());
  });
} else {
  // The shell the service worker answers with offline (and on later visits): render here.
  createRoot(root).render(app());
}
