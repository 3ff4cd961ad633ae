export interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}

export const BUDGETS: {
  routeJsGzip: Record<string, number>;
  shellCssGzip: number;
  precacheRaw: number;
};

export const MEASURED_ROUTES: readonly { path: string; file: string }[];

export function readBuild(distDir: string): {
  dist: string;
  route(routeFile: string): { js: Sizes; css: Sizes };
  shellCss(): Sizes;
  precache(): { entries: number; raw: number; transfer: number };
};
