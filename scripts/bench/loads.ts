// Warm and offline loads in real Chromium: one first visit installs the service worker and
// visits each route; then each route is opened again with the server running (warm), and
// again after the server is stopped (offline). The browser reaches the server through a
// counting proxy, so the bytes on the wire include what the service worker fetches in the
// background (catalogue refresh, its own update check), not only what the page asks for.
import net from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { untilWorkerControls } from '../../tests/e2e/support/worker';
import { chromiumLaunchOptions, findChromium } from '../browser.mjs';
import { freePort, type AppServer } from './app-server';

/** Loads per route and mode; the figures are the median run's. */
export const LOAD_RUNS = 3;

export interface LoadFigure {
  path: string;
  mode: 'warm' | 'offline';
  /** Sum of transferSize over the page's navigation and resources (Performance API). */
  pageTransferBytes: number;
  /** Bytes the server sent through the proxy while the page loaded and settled. */
  wireBytes: number;
  responseStartMs: number;
  fcpMs: number;
}

/** A TCP proxy to the app server that counts the bytes coming back. */
async function countingProxy(target: URL) {
  let received = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      const bytes = received;
      received = 0;
      return bytes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function settle(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
  await page.waitForLoadState('load');
  // Give the background work a load starts (catalogue refresh, update check) time to finish.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
}

const readTimings = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      pageTransferBytes: [navigation!, ...resources].reduce((sum, entry) => sum + entry.transferSize, 0),
      responseStartMs: navigation!.responseStart,
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    };
  });

export async function benchLoads(server: AppServer, paths: readonly string[]): Promise<LoadFigure[]> {
  const executablePath = findChromium() ?? undefined;
  const browser = await chromium.launch({ ...chromiumLaunchOptions, executablePath });
  const proxy = await countingProxy(new URL(server.url));
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // First visit: the worker installs (precaching the shell and every route chunk) and takes over.
    await page.goto(`${proxy.url}/`);
    await untilWorkerControls(page, { timeout: 60_000 });
    for (const path of paths) {
      await page.goto(`${proxy.url}${path}`);
      await settle(page);
    }

    const figures: LoadFigure[] = [];
    const measure = async (mode: LoadFigure['mode']) => {
      for (const path of paths) {
        const runs: LoadFigure[] = [];
        for (let run = 0; run < LOAD_RUNS; run += 1) {
          proxy.take();
          await page.goto(`${proxy.url}${path}`);
          await settle(page);
          runs.push({ path, mode, ...(await readTimings(page)), wireBytes: proxy.take() });
        }
        // The median run by responseStart; bytes are the most any run moved, so none is hidden.
        const median = [...runs].sort((a, b) => a.responseStartMs - b.responseStartMs)[Math.floor(LOAD_RUNS / 2)]!;
        figures.push({
          ...median,
          pageTransferBytes: Math.max(...runs.map((run) => run.pageTransferBytes)),
          wireBytes: Math.max(...runs.map((run) => run.wireBytes)),
        });
      }
    };
    await measure('warm');
    await server.stop();
    await measure('offline');
    await context.close();
    return figures;
  } finally {
    await proxy.close();
    await browser.close();
  }
}
