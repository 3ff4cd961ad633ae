import { createRouter } from '@tanstack/react-router';
import { PagePending } from '../components/layout/page-pending';
import type { RouterContext } from '../lib/router-context';
import { routeTree } from '../routeTree.gen';

export function createAppRouter(context: RouterContext = {}) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Every path change starts at the top of the page.
    scrollRestoration: false,
    // A route whose chunk (or data) takes longer than this shows the frame with an empty page
    // area meanwhile, instead of nothing at all on a first visit over a slow link; a fast one
    // renders once, with its page (docs/decisions/104).
    defaultPendingComponent: PagePending,
    defaultPendingMs: 300,
    defaultPendingMinMs: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
