import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product';
import {
  circuits,
  estimatePpfd,
  fixturesForTarget,
  fixturesPerBreaker,
  gridLayout,
  kwhPerDay,
  monthlyCost,
  parseFigure,
  readFixtures,
  recommend,
  SQ_M_PER_SQ_FT,
  stageTarget,
  totalWatts,
  UTILISATION,
} from './model';

const TEN_BY_TEN = 100 * SQ_M_PER_SQ_FT;

const fixture = (overrides: Partial<Product>): Product => ({
  id: 1,
  sku: 'LIGHT',
  item_name: 'Light',
  category: 'LED Grow Lights',
  subcategory: 'LED Grow Lights',
  ppf: '3483 µmol/s',
  wattage_240v: 1050,
  amperage_240v: 4.46,
  ...overrides,
});

describe('parseFigure', () => {
  it('reads numbers and the numbers inside text', () => {
    expect(parseFigure(3483)).toBe(3483);
    expect(parseFigure('3483 µmol/s')).toBe(3483);
    expect(parseFigure('1,150 µmol/s')).toBe(1150);
    expect(parseFigure('3.05 µmol/J')).toBe(3.05);
  });
  it('treats anything else as missing', () => {
    for (const value of [null, undefined, '', 'n/a', 0, -5, Number.NaN, Infinity, {}]) expect(parseFigure(value)).toBeNull();
  });
});

describe('estimatePpfd', () => {
  it('four 3,483 µmol/s fixtures over 10 ft × 10 ft give about 1,274 µmol/m²/s', () => {
    expect(UTILISATION).toBe(0.85);
    expect(estimatePpfd(3483, 4, TEN_BY_TEN)).toBeCloseTo(1274.6, 0);
  });
  it('is 0 for a room with no floor', () => {
    expect(estimatePpfd(3483, 4, 0)).toBe(0);
    expect(estimatePpfd(3483, 4, Number.NaN)).toBe(0);
  });
});

describe('fixturesForTarget', () => {
  it('finds the fewest fixtures reaching the target', () => {
    // 900 × 9.29 m² ÷ (3483 × 0.85) = 2.82…
    expect(fixturesForTarget(3483, 900, TEN_BY_TEN)).toBe(3);
    expect(estimatePpfd(3483, 3, TEN_BY_TEN)).toBeGreaterThanOrEqual(900);
    expect(estimatePpfd(3483, 2, TEN_BY_TEN)).toBeLessThan(900);
  });
  it('never asks for less than one fixture', () => {
    expect(fixturesForTarget(3483, 10, 0.1)).toBe(1);
  });
  it('gives no answer for an empty room, no light or a room beyond any plan', () => {
    expect(fixturesForTarget(3483, 900, 0)).toBeNull();
    expect(fixturesForTarget(0, 900, TEN_BY_TEN)).toBeNull();
    expect(fixturesForTarget(3483, 0, TEN_BY_TEN)).toBeNull();
    expect(fixturesForTarget(40, 1000, 1_000_000)).toBeNull();
    expect(fixturesForTarget(3483, 900, Infinity)).toBeNull();
  });
});

describe('power and cost', () => {
  it('adds the watts, the energy of a day and a 30-day month', () => {
    expect(totalWatts(1050, 4)).toBe(4200);
    expect(kwhPerDay(4200, 12)).toBeCloseTo(50.4);
    expect(monthlyCost(50.4, 0.15)).toBeCloseTo(226.8);
  });
  it('keeps the photoperiod within a day and the price at zero or more', () => {
    expect(kwhPerDay(1000, 30)).toBe(24);
    expect(kwhPerDay(1000, -2)).toBe(0);
    expect(monthlyCost(10, -1)).toBe(0);
  });
});

describe('gridLayout', () => {
  it('follows the room’s proportions', () => {
    expect(gridLayout(4, 10, 10)).toEqual({ rows: 2, columns: 2 });
    expect(gridLayout(8, 10, 20)).toEqual({ rows: 4, columns: 2 });
    expect(gridLayout(6, 30, 10)).toEqual({ rows: 2, columns: 3 });
    expect(gridLayout(3, 1, 100)).toEqual({ rows: 3, columns: 1 });
  });
  it('leaves at most one row short', () => {
    const { rows, columns } = gridLayout(7, 10, 10);
    expect(rows * columns).toBeGreaterThanOrEqual(7);
    expect((rows - 1) * columns).toBeLessThan(7);
  });
  it('draws nothing for no fixtures', () => {
    expect(gridLayout(0, 10, 10)).toEqual({ rows: 0, columns: 0 });
  });
});

describe('circuits', () => {
  it('loads each breaker to 80 %', () => {
    // 4.46 A each: 12 A carries 2, 16 A carries 3, 24 A carries 5.
    expect(fixturesPerBreaker(4.46, 15)).toBe(2);
    expect(fixturesPerBreaker(4.46, 20)).toBe(3);
    expect(fixturesPerBreaker(4.46, 30)).toBe(5);
    expect(circuits(4.46, 10)).toEqual({ 15: 5, 20: 4, 30: 2 });
  });
  it('fills a breaker exactly to its continuous limit', () => {
    expect(fixturesPerBreaker(4, 15)).toBe(3);
  });
  it('says when one fixture overloads a breaker', () => {
    expect(circuits(13, 2)).toEqual({ 15: null, 20: 2, 30: 2 });
  });
});

describe('readFixtures', () => {
  it('keeps fixtures with output, power and current at the voltage, and names the rest', () => {
    const complete = fixture({ sku: 'A' });
    const textless = fixture({ sku: 'B', ppf: null });
    const no277 = fixture({ sku: 'C', ppf: 2100 });
    const lamp = fixture({ sku: 'D', category: 'Grow Light Bulbs' });
    const { usable, missing } = readFixtures([complete, textless, no277, lamp], 240);
    expect(usable.map((f) => [f.product.sku, f.ppf, f.watts, f.amps])).toEqual([
      ['A', 3483, 1050, 4.46],
      ['C', 2100, 1050, 4.46],
    ]);
    expect(missing.map((p) => p.sku)).toEqual(['B']);
    expect(readFixtures([complete], 277).missing.map((p) => p.sku)).toEqual(['A']);
  });
});

describe('recommend', () => {
  const input = { widthM: 10 * 0.3048, lengthM: 10 * 0.3048, targetPpfd: stageTarget('flower'), voltage: 240 as const, hours: 12, pricePerKwh: 0.15 };
  it('plans each fixture, the least power first', () => {
    const { usable } = readFixtures([fixture({ sku: 'BIG' }), fixture({ sku: 'SMALL', ppf: 986, wattage_240v: 340, amperage_240v: 1.44 })], 240);
    const plans = recommend(usable, input);
    expect(plans.map((plan) => [plan.fixture.product.sku, plan.count])).toEqual([
      ['BIG', 3],
      ['SMALL', 10],
    ]);
    expect(plans[0].ppfd).toBeGreaterThanOrEqual(900);
    expect(plans[0].watts).toBe(3150);
    expect(plans[0].kwhDaily).toBeCloseTo(37.8);
    expect(plans[0].monthly).toBeCloseTo(170.1);
    expect(plans[0].circuits).toEqual({ 15: 2, 20: 1, 30: 1 });
  });
  it('leaves out fixtures that cannot reach the target, and plans nothing for a room with no floor', () => {
    const { usable } = readFixtures([fixture({ ppf: 40 })], 240);
    expect(recommend(usable, { ...input, widthM: 1000, lengthM: 1000 })).toEqual([]);
    expect(recommend(usable, { ...input, widthM: 0 })).toEqual([]);
  });
  it('aims at the middle of each stage’s range', () => {
    expect([stageTarget('clone'), stageTarget('veg'), stageTarget('flower')]).toEqual([300, 500, 900]);
  });
});
