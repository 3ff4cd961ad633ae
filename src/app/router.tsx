import { createRouter, parseSearchWith, stringifySearchWith, type AnyRoute, type RouterOptions } from '@tanstack/react-router';
import { PagePending } from '../components/layout/page-pending';
import { RouteErrorPage } from '../components/layout/route-error-page';
import type { RouterContext } from '../lib/router-context';
import { routeTree } from '../routeTree.gen';

/** How every route behaves unless it says otherwise; shared with the tests of those defaults. */
export const routerDefaults = {
  defaultPreload: 'intent',
  // Every path change starts at the top of the page.
  scrollRestoration: false,
  // A route whose chunk (or data) takes longer than this shows the frame with an empty page
  // area meanwhile, instead of nothing at all on a first visit over a slow link; a fast one
  // renders once, with its page (docs/decisions/104).
  defaultPendingComponent: PagePending,
  defaultPendingMs: 300,
  defaultPendingMinMs: 0,
  // A page that throws while rendering or loading explains itself instead of leaving a blank screen.
  defaultErrorComponent: RouteErrorPage,
  // Search values are plain text in the address bar, never JSON: a search for 1050 reads
  // `?q=1050`, as the header's form and the server write it, not `?q=%221050%22`. Numbers and
  // true/false still arrive as such; the pages read them back as text (src/lib/search-params.ts).
  parseSearch: parseSearchWith((value) => value),
  stringifySearch: stringifySearchWith(JSON.stringify),
} satisfies Partial<RouterOptions<AnyRoute, 'never'>>;

/**
 * One router per page load in the browser, one per request on the server, where `nonce` marks
 * the scripts it writes to hand its state over as the page's own (its CSP allows that nonce).
 */
export function createAppRouter(context: RouterContext = {}, { nonce }: { nonce?: string } = {}) {
  return createRouter({ routeTree, context, ...routerDefaults, ...(nonce ? { ssr: { nonce } } : {}) });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
