// Finds a Chromium for Playwright: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
// Playwright's own download. As root with apt-get available, installs Debian's package.
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

export function findChromium() {
  const found =
    [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((candidate) => candidate && fs.existsSync(candidate)) ??
    playwrightOwn();
  if (found) return found;
  if (canInstall()) {
    console.log('Installing Debian chromium for the browser tests…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
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
