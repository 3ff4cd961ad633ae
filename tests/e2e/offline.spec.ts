import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

test('after one visit the app shell reloads with the server stopped', async ({ page, context }) => {
  await page.goto(server.url);
  await expect(page.getByRole('banner')).toBeVisible();
  // The worker precaches the shell on install and takes control of this page.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return !!registration.active && !!navigator.serviceWorker.controller;
  });

  await server.stop();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another app route, never visited, also opens from the precached shell.
  await page.goto(`${server.url}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await context.setOffline(false);
  await server.restart();
});

test('the web app manifest makes the storefront installable', async ({ request }) => {
  const response = await request.get(`${server.url}/manifest.webmanifest`);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Verdant Grow Lights', short_name: 'Verdant', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`);
  expect(sizes).toEqual(['192x192', '512x512', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const image = await request.get(`${server.url}${icon.src}`);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('hashed assets are cached for a year, the shell and worker are revalidated', async ({ request }) => {
  const html = await request.get(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  const asset = (await html.text()).match(/\/assets\/[^"]+\.js/)![0];
  const script = await request.get(`${server.url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers()['cache-control']).toContain('immutable');
  expect(script.headers()['content-encoding']).toBe('br');
  const worker = await request.get(`${server.url}/sw.js`);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
