import fs from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';
import { untilWorkerControls } from './support/worker';

/** A real URL for each route that takes a parameter; every other route is visited as it is. */
const SAMPLE_PARAMS: Record<string, string> = {
  '/product/$sku': '/product/IL-L1050MS',
  '/ilogic-plus-{$model}': '/ilogic-plus-1050w',
};

/** Every route of the app, read from the router's generated tree so a new page is crawled too. */
function everyRoute(): string[] {
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

/**
 * Collects every Content-Security-Policy violation: the page's own securitypolicyviolation
 * events, and the browser's console reports, which also come from the service worker.
 */
async function watchViolations(context: BrowserContext) {
  const violations: string[] = [];
  await context.exposeBinding('__reportViolation', ({ page }, text: string) => violations.push(`${page.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${message.worker() ? 'service worker' : 'console'}: ${message.text()}`);
  });
  return violations;
}

async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  // Let lazy chunks, styles and images finish so their violations, if any, are reported.
  await page.waitForLoadState('networkidle');
  return response;
}

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('every route runs under the Content-Security-Policy with no violation, online and offline', async ({ page, context }) => {
  test.setTimeout(240_000);
  const routes = everyRoute();
  expect(routes.length).toBeGreaterThanOrEqual(25);
  const violations = await watchViolations(context);

  const first = await page.goto(`${server.url}/offline`);
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  await untilWorkerControls(page);

  // The worker itself is served under the same policy.
  const worker = await page.request.get(`${server.url}/sw.js`);
  expect(worker.headers()['content-security-policy']).toBe(policy);

  for (const route of routes) await visit(page, `${server.url}${route}`);
  // A form's own path: validation messages and the outbox run under the policy too.
  await visit(page, `${server.url}/rma`);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.waitForLoadState('networkidle');
  expect(violations, 'violations online').toEqual([]);

  await page.goto(`${server.url}/offline`);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\. Storage used: / })).toBeVisible({ timeout: 120_000 });

  await server.stop();
  await context.setOffline(true);
  try {
    for (const route of routes) {
      const response = await visit(page, `${server.url}${route}`);
      // Served by the worker from its cache, with the policy it was stored with.
      expect(response?.headers()['content-security-policy'], route).toBe(policy);
    }
  } finally {
    await context.setOffline(false);
    await server.restart();
  }
  expect(violations, 'violations offline').toEqual([]);
});

test('the page refuses to be framed and inline script does not run', async ({ page }) => {
  const violations = await watchViolations(page.context());
  await page.goto(server.url);
  await expect(page.getByRole('banner')).toBeVisible();
  // What an injected inline script would do: the policy stops it and reports it.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((text) => /script-src/.test(text))).toBe(true);

  const framed = await page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement('iframe');
        frame.addEventListener('load', () => resolve(!!frame.contentDocument?.querySelector('header')));
        frame.src = url;
        document.body.append(frame);
      }),
    `${server.url}/support`,
  );
  expect(framed).toBe(false);
});
