import { HeadContent, RouterContextProvider } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { RouterContext } from '../lib/router-context';
import { renderedCatalogue, RenderedCatalogueProvider } from '../lib/use-products';
import { wholeCatalogueOf } from './prime';
import { Providers } from './providers';
import { createAppRouter } from './router';

// Product descriptions are cleaned as they render, here as in the browser: the server gives the window.
export { provideSanitizerWindow } from '../shared/sanitize-html';

export interface RenderedPage {
  status: number;
  /** Where a redirect points, for a 3xx. */
  location?: string;
  /** The page's own <title>, meta, canonical link and structured data. */
  head: string;
  /** The app's markup and the scripts that hand its data to the browser. */
  body: string;
  /** The routes the page matched, root first: the server adds their stylesheets and chunks. */
  routeIds: string[];
}

/**
 * Renders once every lazy part has arrived, with no streaming placeholders: the page is cached
 * and sent whole, and the browser hydrates it as it stands.
 */
async function renderComplete(node: React.ReactNode) {
  // No boundary is held back for later: the whole page arrives in document order.
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => console.error('render:', error) });
  return new Response(prelude).text();
}

/**
 * Renders one page of the app the way the browser will hydrate it: the router loads the route
 * (its loaders read `catalogue`), the app renders to HTML, and the router's state rides along
 * in the scripts TanStack Router writes, so the browser neither refetches nor re-renders.
 */
export async function renderPage(request: Request, context: Required<RouterContext>, { nonce }: { nonce: string }): Promise<RenderedPage> {
  let head = '';
  let routeIds: string[] = [];
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter(context, { nonce }) });
  const response = await handler(({ router, responseHeaders }) => {
    const catalogue = wholeCatalogueOf(router);
    routeIds = router.state.matches.map((match) => match.routeId);
    head = renderToStaticMarkup(
      <RouterContextProvider router={router}>
        <HeadContent />
      </RouterContextProvider>,
    );
    return renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () =>
        renderComplete(
          <RenderedCatalogueProvider value={catalogue ? renderedCatalogue(catalogue) : null}>
            <Providers>
              <RouterServer router={router} />
            </Providers>
          </RenderedCatalogueProvider>,
        ),
    });
  });
  const location = response.headers.get('location') ?? undefined;
  const body = location ? '' : (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  return { status: response.status, location, head, body, routeIds };
}
