// Runs the Playwright suite in real Chromium against the production server (see
// playwright.config.ts, which starts it on a free port with a temporary DATA_DIR).
import { spawnSync } from 'node:child_process';
import { findTestChromium } from './browser.mjs';

const chromium = findTestChromium();
if (!chromium) {
  console.error(
    'No Chromium found: install one (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
