// The room planner's compute per input change: the real model of src/features/planner over the
// seeded catalogue and generated ones, as the page runs it on every change (the catalogue's
// fixtures read at the chosen voltage, then a plan for each), through the inputs a grower
// changes one after another: a room typed digit by digit, the stage, the voltage, a typed target.
import { performance } from 'node:perf_hooks';
import { planInput, readFixtures, recommend } from '../../src/features/planner/model';
import type { PlannerSearch } from '../../src/features/planner/url-state';
import { seedProducts } from '../../server/catalogue/seed-products';
import type { Product } from '../../src/shared/product';
import { asApiRecords, generateCatalogue } from './generate-catalogue';
import { median } from './median';

const PLANNER_SIZES = [seedProducts.length, 1_000, 10_000] as const;

/** The states the address goes through as a grower plans a 40 × 24 ft room, then changes their mind. */
const CHANGES: PlannerSearch[] = [
  { width: 4 },
  { width: 40 },
  { width: 40, length: 2 },
  { width: 40, length: 24 },
  { width: 40, length: 24, stage: 'veg' },
  { width: 40, length: 24, stage: 'flower', voltage: 120 },
  { width: 40, length: 24, voltage: 277, ppfd: 1200 },
  { width: 40, length: 24, voltage: 277, ppfd: 1200, hours: 18, price: 0.21 },
  { width: 12, length: 12, unit: 'm', voltage: 208 },
];

export interface PlannerFigure {
  products: number;
  /** Plans made per change (one per fixture that can reach the target). */
  plans: number;
  meanChangeMs: number;
  worstChangeMs: number;
}

const planFor = (products: readonly Product[], search: PlannerSearch) => {
  const input = planInput(search);
  if (!input) return [];
  return recommend(readFixtures(products, input.voltage).usable, input);
};

export function benchPlanner(): PlannerFigure[] {
  return PLANNER_SIZES.map((size) => {
    const products = asApiRecords(generateCatalogue(size)) as unknown as Product[];
    // Warm up the JIT as a grower's first few changes would.
    for (const search of CHANGES) planFor(products, search);
    let plans = 0;
    // Each change's figure is the median of several repeats, so one GC pause is not a change.
    const perChange = CHANGES.map((search) => {
      const samples: number[] = [];
      for (let repeat = 0; repeat < 15; repeat += 1) {
        const start = performance.now();
        plans = Math.max(plans, planFor(products, search).length);
        samples.push(performance.now() - start);
      }
      return median(samples);
    });
    return {
      products: size,
      plans,
      meanChangeMs: perChange.reduce((sum, ms) => sum + ms, 0) / perChange.length,
      worstChangeMs: Math.max(...perChange),
    };
  });
}
