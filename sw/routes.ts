import { PRODUCT_LIST_URL } from '../src/lib/offline-caches';

/**
 * Which requests each of the worker's caches answers. Pure functions of what Workbox hands a
 * route's match callback, so they are tested without a browser. Workbox routes only GET
 * requests unless told otherwise, so no matcher checks the method.
 */
export interface RouteRequest {
  url: URL;
  sameOrigin: boolean;
  request: Pick<Request, 'mode' | 'destination'>;
}

/** Files the server serves as they are, and its health checks: the router never renders them. */
const NOT_APP_PAGES = [/^\/api\//, /^\/docs\//, /\.[a-z0-9]+$/i, /^\/(healthz|readyz)$/];

/** A page of the app: answered with the precached shell, and the client router renders it. */
export const isAppPage = ({ url, sameOrigin, request }: RouteRequest) =>
  request.mode === 'navigate' && sameOrigin && !NOT_APP_PAGES.some((pattern) => pattern.test(url.pathname));

export const isProductList = (route: RouteRequest) =>
  route.sameOrigin && route.url.pathname === PRODUCT_LIST_URL;

/** One product by id or SKU, as the landing pages load it. */
export const isProductDetail = (route: RouteRequest) =>
  route.sameOrigin && /^\/api\/products\/[^/]+$/.test(route.url.pathname);

export const isImage = (route: RouteRequest) =>
  route.sameOrigin && route.request.destination === 'image';

/** Spec sheets, manuals and the catalogue PDF, however they are opened. */
export const isDocument = (route: RouteRequest) =>
  route.sameOrigin && route.url.pathname.startsWith('/docs/');
