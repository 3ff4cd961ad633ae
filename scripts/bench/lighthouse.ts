// Lighthouse 12.8, default (mobile) config with simulated throttling, performance, SEO and best practices: each
// route RUNS times in one headless Chromium, each run on a cold profile (Lighthouse clears the
// origin's storage and service worker first); the figures are per-metric medians.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions, findChromium } from '../browser.mjs';
import { median } from './median';

export const RUNS = 5;

export interface LighthouseFigure {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's SEO and best-practices scores (0–100). */
  seo: number;
  bestPractices: number;
  benchmarkIndex: number;
  /** Every run's score, to show the spread. */
  scores: number[];
}

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like) is run again. */
async function audit(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: ['performance', 'seo', 'best-practices'], output: 'json' });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result!.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
  }
}

export async function benchLighthouse(baseUrl: string, paths: readonly string[], onRun?: (line: string) => void): Promise<LighthouseFigure[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: install one or set CHROMIUM_PATH');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const path of paths) {
      const runs: Omit<LighthouseFigure, 'path' | 'scores'>[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const lhr = await audit(`${baseUrl}${path}`, chrome.port);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: numeric('first-contentful-paint'),
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
        onRun?.(`lighthouse ${path} run ${run + 1}/${RUNS}: score ${runs.at(-1)!.score}`);
      }
      const of = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
      figures.push({
        path,
        score: of('score'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        seo: of('seo'),
        bestPractices: of('bestPractices'),
        benchmarkIndex: of('benchmarkIndex'),
        scores: runs.map((run) => run.score),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
