import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product';
import { planInput, readFixtures, recommend } from './model';
import { planMessage, plannerAddress } from './plan-message';

const light = (sku: string, ppf: string, watts: number, amps: number): Product => ({
  id: 1,
  sku,
  item_name: `Light ${sku}`,
  category: 'LED Grow Lights',
  subcategory: 'LED Grow Lights',
  ppf,
  wattage_240v: watts,
  amperage_240v: amps,
});

describe('plannerAddress', () => {
  it('keeps every input the visitor gave, and only those', () => {
    expect(plannerAddress({ width: 10, length: 12.5, unit: 'ft', stage: undefined, sku: 'IL-L1050MS' }, 'https://shop.example')).toBe(
      'https://shop.example/planner?width=10&length=12.5&unit=ft&sku=IL-L1050MS',
    );
    expect(plannerAddress({})).toBe('/planner');
  });
});

describe('planMessage', () => {
  const search = { width: 10, length: 10, unit: 'ft', stage: 'flower', voltage: 240 } as const;
  const input = planInput(search)!;
  const products = ['A', 'B', 'C', 'D'].map((sku, index) => light(sku, `${3483 - index * 100} µmol/s`, 1050 + index * 10, 4.46 + index));
  const plans = recommend(readFixtures(products, 240).usable, input);

  it('states the room, the target, the supply, the first three fixtures with their circuits, and the address of the whole plan', () => {
    const message = planMessage({ search, input, area: '10.0 × 10.0 ft', plans, origin: 'https://shop.example' });
    expect(message.split('\n')).toEqual([
      'Room: 10.0 × 10.0 ft',
      'Target: 900 µmol/m²/s',
      'Supply: 240 V, lights on 12 h a day, $0.15 per kWh',
      '',
      '1. Light A (A): 3 fixtures, about 956 µmol/m²/s, 3,150 W, $170.10 a month; circuits 15 A: 2, 20 A: 1, 30 A: 1',
      '2. Light B (B): 3 fixtures, about 929 µmol/m²/s, 3,180 W, $171.72 a month; circuits 15 A: 2, 20 A: 2, 30 A: 1',
      '3. Light C (C): 3 fixtures, about 901 µmol/m²/s, 3,210 W, $173.34 a month; circuits 15 A: 3, 20 A: 2, 30 A: 1',
      '',
      'The whole plan: https://shop.example/planner?width=10&length=10&unit=ft&stage=flower&voltage=240',
    ]);
  });

  it('says when one fixture alone overloads a breaker', () => {
    const hungry = recommend(readFixtures([light('H', '3483 µmol/s', 1050, 14)], 240).usable, input);
    expect(planMessage({ search, input, area: 'x', plans: hungry, origin: '' })).toContain('circuits 15 A: overloaded by one fixture, 20 A: 3, 30 A: 3');
  });
});
