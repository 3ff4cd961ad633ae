/** Where the router's file-based routes live, as Vite's manifest names their modules. */
export const ROUTES_DIR = 'src/routes/';

/**
 * The file that defines a route, by the router's naming of flat files in src/routes/: `/` is
 * index.tsx, the root is __root.tsx, and each further segment is a dot (`/product/$sku` is
 * product.$sku.tsx).
 */
export const routeFileOf = (routeId: string) =>
  `${ROUTES_DIR}${routeId === '__root__' ? '__root' : routeId === '/' ? 'index' : routeId.slice(1).replaceAll('/', '.')}.tsx`;
