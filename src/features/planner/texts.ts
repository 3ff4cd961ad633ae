import { STAGES, UTILISATION } from './model';
import type { Stage } from './url-state';

/** Digits grouped by threes, as en-US writes them; written out so the page builds no Intl formatter. */
export function formatNumber(value: number, decimals = 0): string {
  const [whole, fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const range = (stage: Stage) => `${formatNumber(STAGES[stage].low)}–${formatNumber(STAGES[stage].high)} µmol/m²/s`;

/** Every word the room planner shows. */
export const PLANNER_TEXT = {
  title: 'Grow room light planner',
  intro: 'Enter your room and growth stage: we work out how many of each fixture it takes, what they draw, what they cost to run and how many circuits feed them.',
  formTitle: 'Your room',
  width: 'Room width',
  length: 'Room length',
  unit: 'Unit',
  units: { ft: 'feet', m: 'metres' },
  stage: 'Growth stage',
  stages: {
    clone: `Clones and seedlings (${range('clone')})`,
    veg: `Vegetative (${range('veg')})`,
    flower: `Flowering (${range('flower')})`,
  } satisfies Record<Stage, string>,
  stageNote: 'Each stage is planned at the middle of its range. Type a target to plan for another figure.',
  target: 'Target PPFD, µmol/m²/s (optional)',
  voltage: 'Supply voltage',
  hours: 'Lights on, hours a day',
  price: 'Electricity price, $ per kWh',
  submit: 'Plan my room',
  share: 'The address of this page keeps your plan: bookmark it or share it.',
  loading: 'Loading fixtures',
  errorHeading: 'The fixtures could not be loaded',
  enterRoom: 'Enter the width and length of your room to see the fixtures that light it.',
  resultsTitle: (count: number) => `${count} ${count === 1 ? 'model' : 'models'} can light this room`,
  aiming: (ppfd: string, area: string) => `Aiming at ${ppfd} µmol/m²/s over ${area}, least power first.`,
  estimate: `Every PPFD here is an estimate of the average over the canopy: the fixture's photon output (PPF, µmol/s) × the number of fixtures × ${UTILISATION} (the share of light we assume reaches the canopy rather than walls and aisles) ÷ the canopy area in m². Mounting height, walls and dimming change the real figure: check with a quantum sensor.`,
  none: 'No fixture in the catalogue reaches this target in this room. Try a smaller room or a lower target.',
  fromProduct: 'The light you came from',
  count: 'Fixtures',
  ppfd: 'Average PPFD (estimate)',
  watts: 'Total power',
  kwh: 'Energy per day',
  monthly: 'Running cost per month (30 days)',
  layout: 'Layout',
  grid: (rows: number, columns: number) => `${rows} ${rows === 1 ? 'row' : 'rows'} of ${columns}`,
  tooManyToDraw: 'Too many fixtures to draw.',
  circuits: (voltage: number) => `Circuits at ${voltage} V (80 % continuous load)`,
  breaker: (amps: number) => `${amps} A breakers`,
  circuitCount: (count: number | null) => (count === null ? 'one fixture overloads it' : `${count} ${count === 1 ? 'circuit' : 'circuits'}`),
  missingTitle: 'Left out of the plan',
  missing: (voltage: number) => `The catalogue lacks the light output, power or current at ${voltage} V of these fixtures, so we do not plan with them:`,
  viewProduct: 'View product',
  /** The plan as it is sent with a free light layout request. */
  message: {
    room: (area: string) => `Room: ${area}`,
    target: (ppfd: string) => `Target: ${ppfd} µmol/m²/s`,
    supply: (voltage: number, hours: string, price: string) => `Supply: ${voltage} V, lights on ${hours} h a day, ${price} per kWh`,
    fixture: (rank: number, f: { name: string; sku: string; count: string; ppfd: string; watts: string; monthly: string; breakers: string }) =>
      `${rank}. ${f.name} (${f.sku}): ${f.count} fixtures, about ${f.ppfd} µmol/m²/s, ${f.watts} W, ${f.monthly} a month; circuits ${f.breakers}`,
    overload: 'overloaded by one fixture',
    address: (url: string) => `The whole plan: ${url}`,
  },
} as const;
