export interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

export const BUDGETS: {
  routeJsGzip: Record<string, number>;
  pageJsGzip: Record<string, number>;
  shellCssGzip: number;
  precacheRaw: number;
};

/** `id` is the router's id of the route (`/product/$sku`). */
export const MEASURED_ROUTES: readonly { path: string; id: string }[];

export function readBuild(distDir: string): {
  dist: string;
  route(routeId: string): { js: Sizes; css: Sizes };
  page(routeId: string): { files: number; js: Sizes };
  shellCss(): Sizes;
  precache(): { entries: number; raw: number; transfer: number };
};
