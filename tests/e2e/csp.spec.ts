import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { everyRoute } from './support/routes';
import { startServer, type RunningServer } from './support/server';
import { untilWorkerControls } from './support/worker';

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
  // Every route twice (online, then offline after saving the offline copy), each until idle.
  test.setTimeout(480_000);
  const routes = everyRoute();
  expect(routes.length).toBeGreaterThanOrEqual(25);
  const violations = await watchViolations(context);

  const first = await page.goto(`${server.url}/offline`);
  const rendered = first?.headers()['content-security-policy'] ?? '';
  // A page rendered on the server may run exactly the build's inline script, named by its hash,
  // and the router's, by the nonce of that render; everything else is the one policy of the site.
  expect(rendered).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'nonce-[A-Za-z0-9+/=]+';/);
  const policy = rendered.replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, '').replace(/ 'nonce-[A-Za-z0-9+/=]+'/g, '');
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  await untilWorkerControls(page);

  // The worker itself is served under the same policy.
  const worker = await page.request.get(`${server.url}/sw.js`);
  expect(worker.headers()['content-security-policy']).toBe(policy);
  // The shell the worker keeps for offline visits may run its one inline script, the capture of early taps.
  const shellPolicy = (await page.request.get(`${server.url}/index.html`)).headers()['content-security-policy'] ?? '';
  expect(shellPolicy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  expect(shellPolicy.replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, '')).toBe(policy);

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
      // Served by the worker from its precached shell, with the policy it was stored with.
      expect(response?.headers()['content-security-policy'], route).toBe(shellPolicy);
    }
  } finally {
    await context.setOffline(false);
    await server.restart();
  }
  expect(violations, 'violations offline').toEqual([]);
});

test('the page refuses to be framed and inline script does not run', async ({ page, browser }) => {
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

  // The framing page comes from another origin and has no policy of its own, so only the app's
  // answer (frame-ancestors 'none', X-Frame-Options: DENY) can keep the app out of its frame.
  const host = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>Framing page</title><iframe src="${server.url}/support" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const framingUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  // A context without service workers, so every answer comes from the server through the routes below.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const framer = await context.newPage();
    const appFrame = async () => {
      await framer.goto(framingUrl);
      const frame = framer.frames().find((candidate) => candidate !== framer.mainFrame())!;
      const appScript = await frame.evaluate(() => !!document.querySelector('script[src^="/assets/"]'));
      return { url: frame.url(), appScript };
    };

    // Without those headers the app does load in the frame: what the check below tells apart.
    await framer.route(`${server.url}/**`, async (route) => {
      const response = await route.fetch();
      // The fetched body comes decoded, so its encoding and length go as well.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-security-policy', 'x-frame-options', 'content-encoding', 'content-length'].includes(name),
        ),
      );
      await route.fulfill({ response, headers });
    });
    expect(await appFrame()).toEqual({ url: `${server.url}/support`, appScript: true });
    await expect(framer.frameLocator('iframe').getByRole('banner')).toBeVisible();

    // Requests still in flight (late images) may be cancelled by the next navigation: their handlers' errors do not matter.
    await framer.unrouteAll({ behavior: 'ignoreErrors' });
    const framed = await appFrame();
    expect(framed.url).not.toBe(`${server.url}/support`);
    expect(framed.appScript).toBe(false);
  } finally {
    await context.close();
    host.close();
  }
});
