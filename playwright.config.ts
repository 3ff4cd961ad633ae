import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './scripts/browser.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './scripts/server-entry.mjs';

/**
 * E2E runs against the production build served by the real server, on a free port with a
 * throwaway DATA_DIR. The port and folder are picked once here and shared with the tests
 * through the environment (workers re-read this file).
 */
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-e2e-'));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  // A test that fails one run in N is a race in the product or the test: it is fixed, not retried.
  retries: 0,
  // Generous for a CI machine's two shared cores: a hook that starts its own server, or axe
  // reading a long page, can take most of a minute there.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The gate (`npm test`) runs every test once; the soak runs (`npm run test:soak`, tagged @soak)
  // repeat a path over the whole catalogue or with uploads of tens of megabytes.
  projects: [
    { name: 'gate', grepInvert: /@soak/, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
    { name: 'soak', grep: /@soak/, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY}`,
    url: `http://127.0.0.1:${port}/api/products`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
  },
});
