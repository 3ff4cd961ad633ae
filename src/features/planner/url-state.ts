/**
 * The plan as the page's address holds it, so a bookmark or a shared link reproduces it.
 * Anything the page does not understand is dropped, as on every other page. Kept apart from
 * the maths: the router reads every route's address on the first load of any page.
 */
import { numberWithin, oneOf, text } from '../../lib/search-params';

export const STAGE_NAMES = ['clone', 'veg', 'flower'] as const;
export type Stage = (typeof STAGE_NAMES)[number];

export const VOLTAGES = [120, 208, 240, 277] as const;
export type Voltage = (typeof VOLTAGES)[number];

export type Unit = 'ft' | 'm';

export interface PlannerSearch {
  width?: number;
  length?: number;
  unit?: Unit;
  stage?: Stage;
  ppfd?: number;
  voltage?: Voltage;
  hours?: number;
  price?: number;
  sku?: string;
}

/** A room wider than a kilometre is a typing slip, not a grow room. */
const MAX_SIDE = 3000;

export function parsePlannerSearch(raw: Record<string, unknown>): PlannerSearch {
  const voltage = numberWithin(raw.voltage, 0, 1000);
  return {
    width: numberWithin(raw.width, 0, MAX_SIDE),
    length: numberWithin(raw.length, 0, MAX_SIDE),
    unit: oneOf(raw.unit, ['ft', 'm'] as const),
    stage: oneOf(raw.stage, STAGE_NAMES),
    ppfd: numberWithin(raw.ppfd, 1, 3000),
    voltage: VOLTAGES.find((option) => option === voltage),
    hours: numberWithin(raw.hours, 0, 24),
    price: numberWithin(raw.price, 0, 10),
    sku: text(raw.sku),
  };
}
