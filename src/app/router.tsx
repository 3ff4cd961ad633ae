import { createRouter, type AnyRoute, type RouterOptions } from '@tanstack/react-router';
import { PagePending } from '../components/layout/page-pending';
import { RouteErrorPage } from '../components/layout/route-error-page';
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
} satisfies Partial<RouterOptions<AnyRoute, 'never'>>;

export const router = createRouter({ routeTree, ...routerDefaults });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
