import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product';
import { chosenProducts, compareRows, skusFromSearch } from './model';

const product = (sku: string, overrides: Partial<Product> = {}): Product => ({
  id: sku.length,
  sku,
  item_name: sku,
  category: 'LED Grow Lights',
  msrp: 1599,
  ppf: '3483 µmol/s',
  wattage_120v: 1050,
  wattage_240v: 1050,
  ...overrides,
});

describe('compare', () => {
  it('reads the SKUs of the address once each, in order', () => {
    expect(skusFromSearch('A, B,,A')).toEqual(['A', 'B']);
    expect(skusFromSearch(undefined)).toEqual([]);
  });

  it('finds the chosen products whatever the case, and names the rest', () => {
    const { found, unknown } = chosenProducts([product('IL-A'), product('IL-B')], ['il-b', 'IL-X', 'IL-B']);
    expect(found.map((p) => p.sku)).toEqual(['IL-B']);
    expect(unknown).toEqual(['IL-X']);
  });

  it('marks the rows whose values differ', () => {
    const rows = compareRows([product('A'), product('B', { ppf: '2170 µmol/s', wattage_120v: 700, wattage_240v: 700 })]);
    const row = (key: string) => rows.find((r) => r.key === key)!;
    expect(row('ppf')).toMatchObject({ values: ['3483 µmol/s', '2170 µmol/s'], differs: true });
    expect(row('watts').values).toEqual(['1050 W', '700 W']);
    expect(row('price')).toMatchObject({ values: ['$1,599.00', '$1,599.00'], differs: false });
    expect(row('ip')).toMatchObject({ values: ['Not listed', 'Not listed'], differs: false });
  });

  it('lists each voltage’s wattage when they differ, and marks nothing for one product', () => {
    const rows = compareRows([product('A', { wattage_120v: 630, wattage_240v: 645 })]);
    expect(rows.find((r) => r.key === 'watts')!.values).toEqual(['630 W at 120 V, 645 W at 240 V']);
    expect(rows.every((r) => !r.differs)).toBe(true);
  });
});
