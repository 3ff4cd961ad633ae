/**
 * Room planning arithmetic: how much light a number of fixtures puts on a canopy, how many
 * fixtures a target needs, what they draw and cost to run, how they sit in the room and how
 * many breakers feed them. Pure functions, so the page and the tests share one source of truth.
 */
import type { Product } from '../../shared/product';
import type { PlannerSearch, Stage, Unit, Voltage } from './url-state';

/**
 * The share of a fixture's photons that lands on the canopy rather than on walls and aisles.
 * A closed room with reflective walls keeps most of them; 0.85 is a cautious middle figure.
 */
export const UTILISATION = 0.85;

export const SQ_M_PER_SQ_FT = 0.09290304;
export const M_PER_FT = 0.3048;

/** Breakers a grow room circuit is commonly built on, in amperes. */
export const BREAKERS = [15, 20, 30] as const;
export type Breaker = (typeof BREAKERS)[number];

/** Lighting runs for hours at a time, so a breaker is loaded to 80 % of its rating at most. */
export const CONTINUOUS_LOAD = 0.8;

/** Days in the month the running cost is quoted for. */
export const DAYS_PER_MONTH = 30;

/**
 * A figure from the catalogue: a number, or text such as "3483 µmol/s" or "1,150". Anything
 * that is not a positive finite number reads as missing.
 */
export function parseFigure(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /\d[\d,]*(?:\.\d+)?|\.\d+/.exec(value);
  if (!match) return null;
  const parsed = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
}

/** Average photon flux density on the canopy, µmol/m²/s; 0 when there is no canopy to light. */
export function estimatePpfd(ppf: number, count: number, areaSqM: number, utilisation = UTILISATION): number {
  if (!(areaSqM > 0) || !Number.isFinite(areaSqM) || !(ppf > 0) || !(count > 0)) return 0;
  return (ppf * count * utilisation) / areaSqM;
}

/**
 * The fewest fixtures whose estimate reaches the target; null when the room or fixture cannot
 * give an answer (no area, no light, no target) or the answer is beyond any real room.
 */
export function fixturesForTarget(ppf: number, targetPpfd: number, areaSqM: number, utilisation = UTILISATION): number | null {
  if (!(ppf > 0) || !(targetPpfd > 0) || !(areaSqM > 0) || !Number.isFinite(areaSqM) || !Number.isFinite(targetPpfd)) return null;
  const exact = (targetPpfd * areaSqM) / (ppf * utilisation);
  // Rounding error must not add a fixture the maths does not need.
  const count = Math.max(1, Math.ceil(exact - 1e-9));
  return count > MAX_FIXTURES ? null : count;
}

/** Past this many fixtures a room is a warehouse, not a plan the page can draw or quote. */
export const MAX_FIXTURES = 10_000;

export const totalWatts = (wattsEach: number, count: number) => wattsEach * count;

/** Energy used in a day with the lights on for `hours`, in kWh. */
export const kwhPerDay = (watts: number, hours: number) => (watts * Math.min(Math.max(hours, 0), 24)) / 1000;

export const monthlyCost = (kwhDaily: number, pricePerKwh: number) => kwhDaily * Math.max(pricePerKwh, 0) * DAYS_PER_MONTH;

/**
 * Rows and columns for `count` fixtures in a room of width × length: as close to the room's
 * proportions as whole fixtures allow, with few empty places and never a whole empty row.
 */
export function gridLayout(count: number, width: number, length: number): { rows: number; columns: number } {
  if (!(count > 0)) return { rows: 0, columns: 0 };
  const aspect = width > 0 && length > 0 && Number.isFinite(width / length) ? width / length : 1;
  // Columns run across the width, rows along the length.
  let best = { rows: count, columns: 1 };
  let bestScore = Infinity;
  for (let columns = 1; columns <= count; columns += 1) {
    const rows = Math.ceil(count / columns);
    if ((rows - 1) * columns >= count) continue;
    // Empty places count against a layout, so a nearly empty last row loses to a fuller grid.
    const score = Math.abs(Math.log(columns / rows / aspect)) + (rows * columns - count) / count;
    if (score < bestScore - 1e-12) {
      best = { rows, columns };
      bestScore = score;
    }
  }
  return best;
}

/** Fixtures one breaker carries at continuous load; 0 when one fixture alone is too much. */
export const fixturesPerBreaker = (ampsEach: number, breaker: Breaker) =>
  ampsEach > 0 ? Math.floor((breaker * CONTINUOUS_LOAD + 1e-9) / ampsEach) : 0;

/** Breakers of each size the fixtures need; null for a size one fixture overloads. */
export function circuits(ampsEach: number, count: number): Record<Breaker, number | null> {
  const result = {} as Record<Breaker, number | null>;
  for (const breaker of BREAKERS) {
    const perBreaker = fixturesPerBreaker(ampsEach, breaker);
    result[breaker] = perBreaker > 0 ? Math.ceil(count / perBreaker) : null;
  }
  return result;
}

/** The planner's reading of a catalogue fixture: the figures the maths needs, at one voltage. */
export interface Fixture {
  product: Product;
  ppf: number;
  watts: number;
  amps: number;
}

const wattsAt = (product: Product, voltage: Voltage) => parseFigure(product[`wattage_${voltage}v`]);
const ampsAt = (product: Product, voltage: Voltage) => parseFigure(product[`amperage_${voltage}v`]);

/** Fixtures are the lights people hang over a canopy: LED and HID fixtures, not lamps or cords. */
export const isFixture = (product: Product) =>
  product.category === 'LED Grow Lights' || (product.category === 'HID Lighting' && product.subcategory === 'HID Lighting');

/**
 * Splits the catalogue's fixtures into those the planner can use at a voltage and those left
 * out because the catalogue lacks their output, power or current at that voltage.
 */
export function readFixtures(products: readonly Product[], voltage: Voltage): { usable: Fixture[]; missing: Product[] } {
  const usable: Fixture[] = [];
  const missing: Product[] = [];
  for (const product of products) {
    if (!isFixture(product)) continue;
    const ppf = parseFigure(product.ppf);
    const watts = wattsAt(product, voltage);
    const amps = ampsAt(product, voltage);
    if (ppf && watts && amps) usable.push({ product, ppf, watts, amps });
    else missing.push(product);
  }
  return { usable, missing };
}

/** What the planner was asked: a room, a target, a schedule and a price. */
export interface PlanInput {
  widthM: number;
  lengthM: number;
  targetPpfd: number;
  voltage: Voltage;
  hours: number;
  pricePerKwh: number;
}

export interface Recommendation {
  fixture: Fixture;
  count: number;
  ppfd: number;
  watts: number;
  kwhDaily: number;
  monthly: number;
  grid: { rows: number; columns: number };
  circuits: Record<Breaker, number | null>;
}

/**
 * One plan per usable fixture, the least power first (then the fewest fixtures). Fixtures that
 * cannot reach the target in any sensible number are left out.
 */
export function recommend(fixtures: readonly Fixture[], input: PlanInput): Recommendation[] {
  const area = input.widthM * input.lengthM;
  const plans: Recommendation[] = [];
  for (const fixture of fixtures) {
    const count = fixturesForTarget(fixture.ppf, input.targetPpfd, area);
    if (count === null) continue;
    const watts = totalWatts(fixture.watts, count);
    const kwhDaily = kwhPerDay(watts, input.hours);
    plans.push({
      fixture,
      count,
      ppfd: estimatePpfd(fixture.ppf, count, area),
      watts,
      kwhDaily,
      monthly: monthlyCost(kwhDaily, input.pricePerKwh),
      grid: gridLayout(count, input.widthM, input.lengthM),
      circuits: circuits(fixture.amps, count),
    });
  }
  return plans.sort((a, b) => a.watts - b.watts || a.count - b.count);
}

/** Growth stages and the canopy light each wants, µmol/m²/s; a plan aims at the middle of the range. */
export const STAGES: Record<Stage, { low: number; high: number }> = {
  clone: { low: 200, high: 400 },
  veg: { low: 400, high: 600 },
  flower: { low: 800, high: 1000 },
};

export const stageTarget = (stage: Stage) => (STAGES[stage].low + STAGES[stage].high) / 2;

/** What the server hands the planner's page: the fixtures only, not cords, lamps or controllers. */
export const plannerPageProducts = (products: readonly Product[]) => products.filter(isFixture);

/** What a plan assumes until the visitor says otherwise: a 12-hour flowering day at 15 ¢ per kWh. */
export const DEFAULTS: { unit: Unit; stage: Stage; voltage: Voltage; hours: number; price: number } = {
  unit: 'ft',
  stage: 'flower',
  voltage: 240,
  hours: 12,
  price: 0.15,
};

/** What the maths needs from the address, with the defaults filled in; null until the room has a size. */
export function planInput(search: PlannerSearch): PlanInput | null {
  if (!search.width || !search.length) return null;
  const toMetres = (search.unit ?? DEFAULTS.unit) === 'ft' ? M_PER_FT : 1;
  return {
    widthM: search.width * toMetres,
    lengthM: search.length * toMetres,
    targetPpfd: search.ppfd ?? stageTarget(search.stage ?? DEFAULTS.stage),
    voltage: search.voltage ?? DEFAULTS.voltage,
    hours: search.hours ?? DEFAULTS.hours,
    pricePerKwh: search.price ?? DEFAULTS.price,
  };
}
