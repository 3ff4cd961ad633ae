import fs from 'node:fs';

/** A real URL for each route that takes a parameter; every other route is visited as it is. */
const SAMPLE_PARAMS: Record<string, string> = {
  '/product/$sku': '/product/IL-L1050MS',
  '/ilogic-plus-{$model}': '/ilogic-plus-1050w',
};

/** Every route of the app, read from the router's generated tree so a new page is crawled too. */
export function everyRoute(): string[] {
  const tree = fs.readFileSync('src/routeTree.gen.ts', 'utf8');
  const union = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(tree)?.[1] ?? '';
  const paths = [...union.matchAll(/'([^']*)'/g)].map(([, path]) => path);
  return paths.map((path) => {
    if (!/\$/.test(path)) return path;
    const sample = SAMPLE_PARAMS[path];
    if (!sample) throw new Error(`No sample URL for the route ${path}: add one to SAMPLE_PARAMS`);
    return sample;
  });
}
