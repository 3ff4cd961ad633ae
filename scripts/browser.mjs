// Finds a Chromium for Playwright: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
// Playwright's own download; for the browser tests, Debian's headless shell first. As root with
// apt-get available, installs Debian's package.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function playwrightOwn() {
  try {
    const own = require('playwright-core').chromium.executablePath();
    return own && fs.existsSync(own) ? own : null;
  } catch {
    return null;
  }
}

const canInstall = () => {
  if (process.getuid?.() !== 0) return false;
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Installs a Debian package when this process may; tells whether `path` exists afterwards. */
function installed(pkg, path) {
  if (!canInstall()) return false;
  console.log(`Installing Debian ${pkg} for the browser tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
  return fs.existsSync(path);
}

/** The browser a person would run, for the bench: what it measures is what a visitor gets. */
export function findChromium() {
  const found =
    [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((candidate) => candidate && fs.existsSync(candidate)) ??
    playwrightOwn();
  if (found) return found;
  return installed('chromium', '/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

/**
 * The browser the tests drive: Chromium's headless shell, the same engine (Blink, V8, the
 * service worker, IndexedDB, layout) without the desktop browser around it, which is what
 * Playwright itself runs headless tests in. On two cores the browser suite takes a quarter less
 * time in it than in the full browser. It has no PDF viewer: a document opened as a page is saved.
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  if (fs.existsSync(HEADLESS_SHELL) || installed('chromium-headless-shell', HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

/**
 * How the browser tests and the benchmark launch Chromium: CHROMIUM_PATH (scripts/e2e.mjs sets
 * it from findChromium) and the flags a headless run in a container needs.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
