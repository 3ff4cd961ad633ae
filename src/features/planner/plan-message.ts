import { formatPrice } from '../../lib/format';
import { BREAKERS, type PlanInput, type Recommendation } from './model';
import { formatNumber, PLANNER_TEXT } from './texts';
import type { PlannerSearch } from './url-state';

/** How many fixtures a sent plan lists: enough to choose from, short enough to read in a mail. */
export const PLANS_SENT = 3;

/** The planner's address for `search`, which reproduces the plan when opened. */
export function plannerAddress(search: PlannerSearch, origin = ''): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined) query.set(name, String(value));
  const queryString = query.toString();
  return `${origin}/planner${queryString ? `?${queryString}` : ''}`;
}

const T = PLANNER_TEXT.message;

/**
 * A plan as the lighting team reads it in a free light layout request: the room and what was
 * asked, the first few fixtures with their figures and circuits, and the address that reopens
 * the whole plan.
 */
export function planMessage({ search, input, area, plans, origin }: { search: PlannerSearch; input: PlanInput; area: string; plans: readonly Recommendation[]; origin: string }): string {
  const lines = [
    T.room(area),
    T.target(formatNumber(input.targetPpfd)),
    T.supply(input.voltage, formatNumber(input.hours, Number.isInteger(input.hours) ? 0 : 1), formatPrice(input.pricePerKwh)),
    '',
    ...plans.slice(0, PLANS_SENT).map((plan, index) => {
      const breakers = BREAKERS.map((breaker) => `${breaker} A: ${plan.circuits[breaker] ?? T.overload}`).join(', ');
      return T.fixture(index + 1, {
        name: plan.fixture.product.item_name,
        sku: plan.fixture.product.sku,
        count: formatNumber(plan.count),
        ppfd: formatNumber(plan.ppfd),
        watts: formatNumber(plan.watts),
        monthly: formatPrice(plan.monthly),
        breakers,
      });
    }),
    '',
    T.address(plannerAddress(search, origin)),
  ];
  return lines.join('\n');
}
