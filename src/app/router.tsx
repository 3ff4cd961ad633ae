import { createRouter } from '@tanstack/react-router';
import { PagePending } from '../components/layout/page-pending';
import { routeTree } from '../routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Every path change starts at the top of the page (01 §2.2, 03 §2).
  scrollRestoration: false,
  // A route whose chunk (or data) takes longer than this shows the frame with an empty page
  // area meanwhile, instead of nothing at all on a first visit over a slow link; a fast one
  // renders once, with its page (docs/decisions/104).
  defaultPendingComponent: PagePending,
  defaultPendingMs: 300,
  defaultPendingMinMs: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
