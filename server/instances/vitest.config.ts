import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:instances`: two real server processes on one throwaway PostgreSQL and one
 * S3-compatible server, as a deployment of several instances runs. It needs the app built
 * (`npm run build`), for the pages the instances render. CI runs it after `npm test`.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    environment: 'node',
    include: ['server/instances/**/*.instances.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
