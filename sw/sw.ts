/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { replayOutbox } from '../src/lib/outbox/replay';
import { SYNC_TAG } from '../src/lib/outbox/triggers';

declare const self: ServiceWorkerGlobalScope;

const CACHES = {
  products: 'products-api',
  images: 'product-images',
  documents: 'documents',
} as const;

// The shell and every route chunk: each page opens offline after one visit.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first install takes over the open page at once, so it works offline after one visit.
// Updates still wait for the visitor's go-ahead (SKIP_WAITING below).
clientsClaim();

// Every app route opens from the precached shell, online or off; the client router renders it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/docs\//, /\.[a-z0-9]+$/i],
  }),
);

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// The catalogue: answer at once from cache, refresh in the background for the next visit.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname === '/api/products',
  new StaleWhileRevalidate({ cacheName: CACHES.products, plugins: [okOnly] }),
);

// One product (landing pages): the network when it answers, the last copy when it does not.
registerRoute(
  ({ url, request }) => request.method === 'GET' && /^\/api\/products\/[^/]+$/.test(url.pathname),
  new NetworkFirst({ cacheName: CACHES.products, networkTimeoutSeconds: 4, plugins: [okOnly] }),
);

// Photos and drawings never change under the same name: cache first, bounded, and the first
// thing to go when the device runs out of room.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/docs/'),
  new CacheFirst({
    cacheName: CACHES.documents,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background Sync wakes the worker once the device is online, even with every tab closed.
// The replay shares its per-entry locks with the pages, so nothing is sent twice.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(replayOutbox());
});
