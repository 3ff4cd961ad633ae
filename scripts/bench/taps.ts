// What a person on a slow phone gets from a page the server rendered: when it first paints, when
// a tap or keystroke made the moment its control shows first takes effect, and how many of the
// inputs made from then on had no effect. Lighthouse's own mobile profile (4× CPU, 150 ms and
// 1.6 Mbps), a 390 px touch screen, a fresh browser profile per load; the first taps of the
// product page and the home page again without throttling.
//
// Run alone against a running server: node --import tsx scripts/bench/taps.ts http://127.0.0.1:8080
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions, findChromium } from '../browser.mjs';
import { median } from './median';

/** Loads per scenario; the figures are medians, lost inputs the worst load's. */
export const TAP_RUNS = 3;
/** Inputs are sent this far apart, from the moment their control shows. */
const INPUT_EVERY_MS = 100;
/**
 * How long after the last input the page is watched: an input whose effect has not shown by then,
 * or that was undone meanwhile (a typed name erased), counts as lost.
 */
const SETTLE_MS = 6000;
/** How often the page is asked whether the first input has taken effect yet. */
const FIRST_EFFECT_POLL_MS = 20;

interface Scenario {
  name: string;
  path: string;
  /** The control a person goes for; inputs start once it is visible. */
  control: (page: Page) => Locator;
  /** Sends the inputs; returns how many were sent. */
  send: (page: Page, control: Locator) => Promise<number>;
  /** How many of the inputs have taken effect so far (run in the page). */
  effects: (page: Page) => Promise<number>;
}

export interface TapFigure {
  name: string;
  path: string;
  /** On Lighthouse's mobile profile (4× CPU, Slow 4G), or with neither slowed down. */
  throttled: boolean;
  /** Median first contentful paint, ms after navigation start. */
  firstPaintMs: number;
  /** Median time at which the first input's effect showed, ms after navigation start; null if none did. */
  firstWorkingMs: number | null;
  /** Inputs sent in one load, and the most that had no effect in any load. */
  sent: number;
  lost: number;
}

/** Where a person's finger lands on the control, once they have scrolled it into view. */
const at = async (control: Locator) => {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Taps the control `count` times, `INPUT_EVERY_MS` apart, where it first showed. */
const taps =
  (count: number) =>
  async (page: Page, control: Locator): Promise<number> => {
    const { x, y } = await at(control);
    for (let sent = 0; sent < count; sent += 1) {
      if (sent) await page.waitForTimeout(INPUT_EVERY_MS);
      await page.touchscreen.tap(x, y);
    }
    return count;
  };

/** Taps into the field, then types `text` one key every `INPUT_EVERY_MS`. */
const types =
  (text: string) =>
  async (page: Page, control: Locator): Promise<number> => {
    const { x, y } = await at(control);
    await page.touchscreen.tap(x, y);
    for (const key of text) {
      await page.waitForTimeout(INPUT_EVERY_MS);
      await page.keyboard.type(key);
    }
    return text.length;
  };

const cartQuantity = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}') as { items: { quantity: number }[] };
    return saved.items.reduce((sum, item) => sum + item.quantity, 0);
  });

/** Keys typed into the header's search that show, and whether the app's suggestions for them came. */
const searchTyped = (text: string) => (page: Page) =>
  page.evaluate((typed) => {
    const box = document.querySelector<HTMLInputElement>('form[role="search"] input');
    const kept = box && typed.startsWith(box.value) ? box.value.length : 0;
    // Typing takes effect when the app answers with its suggestions; until then the keys only show.
    return document.querySelector('form[role="search"] [role="option"]') ? kept : 0;
  }, text);

/** Whether a dialog shows: the menu's is on every page, hidden until it opens. */
const opened = (selector: string) => (page: Page) =>
  page.evaluate((found) => ([...document.querySelectorAll(found)].some((element) => element.checkVisibility()) ? 1 : 0), selector);

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const SEARCH_TEXT = 'IL-L10';

const menuScenario = (path: string): Scenario => ({
  name: 'menu',
  path,
  control: menuButton,
  send: taps(1),
  effects: opened('[role="dialog"]'),
});
const searchScenario = (path: string): Scenario => ({
  name: 'search box',
  path,
  control: searchBox,
  send: types(SEARCH_TEXT),
  effects: searchTyped(SEARCH_TEXT),
});

export const TAP_SCENARIOS: Scenario[] = [
  {
    // One tap: once it has taken effect the button reads ADDED! and takes no tap for a moment, so
    // that a hurried second tap does not add the light twice.
    name: 'ADD TO CART',
    path: '/product/IL-L1050MS',
    control: (page) => page.getByRole('button', { name: 'ADD TO CART', exact: true }),
    send: taps(1),
    effects: cartQuantity,
  },
  menuScenario('/'),
  searchScenario('/'),
  {
    name: 'DOWNLOAD OUR CATALOG',
    path: '/',
    control: (page) => page.getByRole('button', { name: /download our catalog/i }).first(),
    send: taps(1),
    effects: opened('[role="dialog"]'),
  },
  menuScenario('/categories'),
  searchScenario('/categories'),
  menuScenario('/search?q=hypermol'),
  {
    name: 'First name',
    path: '/rma',
    control: (page) => page.getByRole('textbox', { name: 'First name' }),
    send: types('Jane'),
    // Kept once the page has taken the form over, and what the form holds.
    effects: (page) => page.evaluate(() => (document.querySelector<HTMLInputElement>('input[name="first_name"]')?.value ?? '').length),
  },
  menuScenario('/rma'),
  menuScenario('/usa-retailers'),
];

/** The first taps also measured with the CPU and the line at full speed. */
const UNTHROTTLED_SCENARIOS = TAP_SCENARIOS.filter(({ name, path }) => name === 'ADD TO CART' || (name === 'menu' && path === '/'));

async function loadOnce(baseUrl: string, scenario: Scenario, throttled: boolean) {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, executablePath: findChromium() ?? undefined });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    }
    const navigation = page.goto(`${baseUrl}${scenario.path}`, { waitUntil: 'commit' });
    const control = scenario.control(page);
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    const sent = await scenario.send(page, control);
    let firstWorkingMs: number | null = null;
    const deadline = Date.now() + SETTLE_MS;
    let effects = 0;
    while (Date.now() < deadline) {
      effects = await scenario.effects(page);
      if (effects > 0 && firstWorkingMs === null) firstWorkingMs = await page.evaluate(() => performance.now());
      // Finely until the first input has taken effect, so that its time is not rounded up by much.
      await page.waitForTimeout(firstWorkingMs === null ? FIRST_EFFECT_POLL_MS : INPUT_EVERY_MS);
    }
    await navigation;
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    return { firstPaintMs, firstWorkingMs, sent, lost: sent - effects };
  } finally {
    await browser.close();
  }
}

export async function benchTaps(baseUrl: string, progress: (line: string) => void = () => {}): Promise<TapFigure[]> {
  const figures: TapFigure[] = [];
  const runs = [...TAP_SCENARIOS.map((scenario) => ({ scenario, throttled: true })), ...UNTHROTTLED_SCENARIOS.map((scenario) => ({ scenario, throttled: false }))];
  for (const { scenario, throttled } of runs) {
    const loads = [];
    for (let run = 0; run < TAP_RUNS; run += 1) loads.push(await loadOnce(baseUrl, scenario, throttled));
    const working = loads.map((load) => load.firstWorkingMs).filter((ms): ms is number => ms !== null);
    const figure: TapFigure = {
      name: scenario.name,
      path: scenario.path,
      throttled,
      firstPaintMs: Math.round(median(loads.map((load) => load.firstPaintMs))),
      firstWorkingMs: working.length === loads.length ? Math.round(median(working)) : null,
      sent: loads[0]!.sent,
      lost: Math.max(...loads.map((load) => load.lost)),
    };
    progress(
      `  ${figure.path} ${figure.name}${throttled ? '' : ', unthrottled'}: paint ${figure.firstPaintMs} ms, first working ${figure.firstWorkingMs ?? '—'} ms, lost ${figure.lost}/${figure.sent}`,
    );
    figures.push(figure);
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchTaps(process.argv[2] ?? 'http://127.0.0.1:8080', console.log);
  console.log(JSON.stringify(figures));
}
