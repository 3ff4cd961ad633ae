import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies fail `npm run lint`. Knip's Vite, Vitest, Playwright,
 * ESLint and TanStack plugins find most entries from their configs; the ones below are started
 * some other way.
 */
const config: KnipConfig = {
  entry: [
    // The server half of the app, built with `vite build --ssr`, and the server itself.
    'src/app/entry-server.tsx',
    'server/index.ts',
    // The commands behind npm scripts and the ones run by hand (icons, product assets, fixtures).
    'scripts/*.{mjs,ts}',
    'tests/fixtures/make-fixtures.mjs',
    // Fills a throwaway inbox for the bench, run by hand.
    'scripts/bench/generate-leads.ts',
    // Preloaded with `node --import` by the test that checks what a server process loads.
    'server/testing/loaded-packages.ts',
    // Each migration's up and down are read by Kysely's migrator through the namespace object.
    'server/db/migrations/0*.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx,mjs}', '*.config.{ts,js,cjs}'],
  vitest: {
    // The fault and instance suites have their own configs, run by test:faults and test:instances.
    config: ['vitest.config.ts', 'server/faults/vitest.config.ts', 'server/instances/vitest.config.ts'],
  },
  // An export used beside its definition documents a shape or a constant; it is not dead.
  ignoreExportsUsedInFile: true,
  // Lighthouse's own launcher, at the version Lighthouse depends on: listing it apart could drift.
  ignoreDependencies: ['chrome-launcher'],
  // System tools the scripts install or expect on the machine, not npm packages.
  ignoreBinaries: ['apt-get', 'caddy'],
};

export default config;
