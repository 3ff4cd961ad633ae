import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the real server as a child process under faults that take minutes
 * rather than seconds (SIGKILL rounds, an upload slower than a claim's minute, a booth with a
 * junk device). CI runs it after `npm test`; with TEST_DATABASE_URL set it runs on PostgreSQL.
 * One file at a time: each measures timing on a machine shared with nothing else of its own.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    environment: 'node',
    include: ['server/faults/**/*.faults.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
