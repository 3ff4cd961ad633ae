import fs from 'node:fs';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { routeFileOf } from '../shared/route-files';

describe("a route's file", () => {
  it('follows the names of flat files in src/routes', () => {
    expect(['__root__', '/', '/categories', '/product/$sku', '/ilogic-plus-{$model}'].map(routeFileOf)).toEqual([
      'src/routes/__root.tsx',
      'src/routes/index.tsx',
      'src/routes/categories.tsx',
      'src/routes/product.$sku.tsx',
      'src/routes/ilogic-plus-{$model}.tsx',
    ]);
  });

  it('exists for every route of the app, so the server finds the styles of each page', () => {
    const ids = Object.keys(createRouter({ routeTree, history: createMemoryHistory() }).routesById);
    expect(ids.length).toBeGreaterThan(25);
    for (const id of ids) expect(fs.existsSync(routeFileOf(id)), id).toBe(true);
  });
});
