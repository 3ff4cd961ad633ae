/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { SYNC_TAG } from '../src/lib/outbox/send';
import { OFFLINE_CACHES, SAVE_CHANNEL, SAVE_REQUEST, readSavedRecord, type SaveMessage } from '../src/lib/offline-caches';
import { isRefreshDue, keepCatalogue, saveOfflineCopy } from './offline-copy';
import { isAppPage, isDocument, isImage, isProductDetail, isProductList } from './routes';
import { replayForSync } from './sync';

declare const self: ServiceWorkerGlobalScope;

// A later visit with a connection brings the saved copy up to date in the background.
// Registered before any route: a listener that answers a request (respondWith) stops the
// event there, so a fetch listener added after Workbox's would never hear a navigation.
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(refreshSavedCopyIfDue());
});

// The shell and every route chunk: each page opens offline after one visit.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A first install takes over the open page at once, so it works offline after one visit.
// Updates still wait for the visitor's go-ahead (SKIP_WAITING below).
clientsClaim();

// The catalogue answers are part of the install: a visit to the home page alone must leave
// every catalogue, product, family and search page usable offline. A server that fails to
// answer here does not fail the install; the pages fetch the list themselves as they open.
self.addEventListener('install', (event) => {
  event.waitUntil(keepCatalogue().catch((error: unknown) => console.warn('Catalogue not kept at install', error)));
});

// Every app route opens from the precached shell, online or off; the client router renders it.
registerRoute(isAppPage, createHandlerBoundToURL('/index.html'));

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// The catalogue: answer at once from cache, refresh in the background for the next visit.
registerRoute(isProductList, new StaleWhileRevalidate({ cacheName: OFFLINE_CACHES.catalogue, plugins: [okOnly] }));

// One product (landing pages): the network when it answers, the last copy when it does not.
registerRoute(
  isProductDetail,
  new NetworkFirst({ cacheName: OFFLINE_CACHES.catalogue, networkTimeoutSeconds: 4, plugins: [okOnly] }),
);

/** What the visitor saved answers first; otherwise the route's own bounded cache and the network. */
const savedCopyFirst =
  (strategy: Strategy): RouteHandlerCallback =>
  async (options) =>
    (await caches.match(options.request, { cacheName: OFFLINE_CACHES.saved, ignoreVary: true })) ??
    strategy.handle(options);

// Photos and drawings never change under the same name: cache first, bounded, and the first
// thing to go when the device runs out of room. The saved copy is outside that bound.
registerRoute(
  isImage,
  savedCopyFirst(
    new CacheFirst({
      cacheName: OFFLINE_CACHES.images,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true })],
    }),
  ),
);

registerRoute(
  isDocument,
  savedCopyFirst(
    new CacheFirst({
      cacheName: OFFLINE_CACHES.documents,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
    }),
  ),
);

/** One save at a time, whichever tab asked or the worker itself; later askers join it. */
let saving: Promise<void> | null = null;

function saveAndAnnounce(): Promise<void> {
  saving ??= (async () => {
    const channel = new BroadcastChannel(SAVE_CHANNEL);
    const announce = (message: SaveMessage) => channel.postMessage(message);
    try {
      const record = await saveOfflineCopy((progress) => announce({ type: 'progress', ...progress }));
      announce({ type: 'saved', record });
    } catch (error) {
      announce({ type: 'save-failed', message: (error as Error).message });
    } finally {
      channel.close();
      saving = null;
    }
  })();
  return saving;
}

/** After a refresh that could not finish, the next visits leave the server alone this long. */
const REFRESH_RETRY_MS = 10 * 60_000;
let lastRefreshAt = -Infinity;

async function refreshSavedCopyIfDue() {
  const now = Date.now();
  if (!self.navigator.onLine || now - lastRefreshAt < REFRESH_RETRY_MS) return;
  if (!isRefreshDue(await readSavedRecord(), now)) return;
  lastRefreshAt = now;
  await saveAndAnnounce();
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === SAVE_REQUEST) event.waitUntil(saveAndAnnounce());
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background Sync wakes the worker once the device is online, even with every tab closed.
// The replay shares its per-entry locks with the pages, so nothing is sent twice.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(replayForSync());
});
