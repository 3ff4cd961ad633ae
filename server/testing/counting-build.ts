import { stockOf } from '../../src/shared/product';
import type { ServerBuild } from '../pages/renderer';
import { parseTemplate } from '../pages/template';

const TEMPLATE = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the app's server build that renders the first product's stock (as a product
 * page does) and counts its renders; `padding` makes each page that many bytes larger.
 */
export function countingBuild(padding = 0) {
  const renders: string[] = [];
  const build: ServerBuild = {
    template: parseTemplate(TEMPLATE),
    assetsOf: () => ({ stylesheets: [], modules: [] }),
    inlineScripts: [],
    publicUrl: 'http://localhost:8080',
    entry: {
      provideSanitizerWindow: () => {},
      async renderPage(request, { catalogue }) {
        renders.push(new URL(request.url).pathname + new URL(request.url).search);
        const [first] = (await catalogue.list()).products;
        return { status: 200, routeIds: [], head: '<title>Page</title>', body: `<p>${first?.sku} stock ${first && stockOf(first)}</p>${'x'.repeat(padding)}` };
      },
    },
  };
  return { build, renders };
}
