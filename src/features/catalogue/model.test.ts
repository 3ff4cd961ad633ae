import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product';
import {
  cataloguePageProducts,
  clampMaxPrice,
  clampMinPrice,
  clearFilters,
  inWattBand,
  selectCategory,
  selectSub,
  selectVoltage,
  selectWatts,
  setMaxPrice,
  setMinPrice,
  viewCatalogue,
  wattageOf,
} from './model';
import { parseCatalogueSearch } from './url-state';

let nextId = 1;
const product = (fields: Partial<Product>): Product => ({
  id: nextId++,
  sku: `SKU-${nextId}`,
  item_name: `Product ${nextId}`,
  subcategory: 'Active',
  ...fields,
});

const led600 = product({ category: 'LED Grow Lights', msrp: 900, wattage_120v: 630, voltage_range: '120-277V' });
const led1000 = product({ category: 'LED Grow Lights', msrp: 1600, wattage_120v: null, wattage_208v: 1050, voltage_range: '120-277V' });
const hps = product({ category: 'HID Lighting', msrp: 450, wattage_240v: 1000, voltage_range: '249-305V' });
const clone = product({ category: 'LED Grow Lights', msrp: 120, wattage_120v: 45, voltage_range: '100-277V' });
const cord = product({ category: 'Cords & Accessory', msrp: 35, cord_type: 'cable-logic' });
const ilx = product({ category: 'Cords & Accessory', map: 25, cord_type: 'ilx-cords' });
const all = [cord, led600, hps, clone, led1000, ilx];
const skus = (list: Product[]) => list.map((p) => p.sku);

describe('wattage bands', () => {
  it('reads the first present of the 120, 208 and 240 V wattages', () => {
    expect(wattageOf(led600)).toBe(630);
    expect(wattageOf(led1000)).toBe(1050);
    expect(wattageOf(hps)).toBe(1000);
    expect(wattageOf(cord)).toBeUndefined();
  });

  it('matches 100 W bands with open ends', () => {
    const at = (watts: number) => product({ wattage_120v: watts });
    expect(inWattBand(at(99), 'under-100')).toBe(true);
    expect(inWattBand(at(100), 'under-100')).toBe(false);
    expect(inWattBand(at(100), '100-199')).toBe(true);
    expect(inWattBand(at(199), '100-199')).toBe(true);
    expect(inWattBand(at(200), '100-199')).toBe(false);
    expect(inWattBand(at(300), '300-399')).toBe(true);
    expect(inWattBand(at(399), '300-399')).toBe(true);
    expect(inWattBand(at(400), '300-399')).toBe(false);
    expect(inWattBand(at(999), '1000-plus')).toBe(false);
    expect(inWattBand(at(1000), '1000-plus')).toBe(true);
    expect(inWattBand(cord, 'under-100')).toBe(false);
  });
});

describe('price clamps', () => {
  it('keeps the minimum between 0 and the current maximum', () => {
    expect(clampMinPrice(-5, 3000)).toBe(0);
    expect(clampMinPrice(2500, 2000)).toBe(2000);
    expect(clampMinPrice(500, 2000)).toBe(500);
  });

  it('keeps the maximum between the current minimum and 3000', () => {
    expect(clampMaxPrice(5000, 0)).toBe(3000);
    expect(clampMaxPrice(100, 400)).toBe(400);
    expect(clampMaxPrice(1200, 400)).toBe(1200);
  });

  it('applies the clamps against the other end of the chosen range', () => {
    expect(setMinPrice({ max: 800 }, 1000)).toEqual({ min: 800, max: 800 });
    expect(setMaxPrice({ min: 500 }, 10)).toEqual({ min: 500, max: 500 });
    expect(setMaxPrice({}, 9999)).toEqual({});
  });
});

describe('choosing options', () => {
  it('deselects the active category or option when it is chosen again', () => {
    expect(selectCategory({ category: 'hid-lighting' }, 'hid-lighting')).toEqual({});
    expect(selectWatts({ watts: '300-399' }, '300-399')).toEqual({});
    expect(selectVoltage({ voltage: '120-277V' }, '120-277V')).toEqual({});
    expect(selectSub({ category: 'cords-accessories', sub: 'ilx-cords' }, 'ilx-cords')).toEqual({ category: 'cords-accessories' });
  });

  it('clears the cord subcategory when leaving Cords & Accessory and keeps the rest', () => {
    const cords = { category: 'cords-accessories', sub: 'cable-logic', max: 100, sort: 'price-asc' } as const;
    expect(selectCategory(cords, 'led-grow-lights')).toEqual({ category: 'led-grow-lights', max: 100, sort: 'price-asc' });
    expect(selectCategory(cords, undefined)).toEqual({ max: 100, sort: 'price-asc' });
  });

  it('clears the narrowing filters but keeps the category and sort', () => {
    expect(clearFilters({ category: 'hid-lighting', watts: '600-699', voltage: '249-305V', min: 5, sort: 'price-asc' })).toEqual({
      category: 'hid-lighting',
      sort: 'price-asc',
    });
  });
});

describe('viewCatalogue', () => {
  it('sorts by price high to low by default, low to high on request', () => {
    expect(skus(viewCatalogue(all, {}).products)).toEqual(skus([led1000, led600, hps, clone, cord, ilx]));
    expect(skus(viewCatalogue(all, { sort: 'price-asc' }).products)).toEqual(skus([ilx, cord, clone, hps, led600, led1000]));
  });

  it('filters by category, cord type, watts, voltage and price together', () => {
    expect(skus(viewCatalogue(all, { category: 'led-grow-lights' }).products)).toEqual(skus([led1000, led600, clone]));
    expect(skus(viewCatalogue(all, { category: 'cords-accessories', sub: 'ilx-cords' }).products)).toEqual(skus([ilx]));
    expect(skus(viewCatalogue(all, { watts: '1000-plus' }).products)).toEqual(skus([led1000, hps]));
    expect(skus(viewCatalogue(all, { voltage: '120-277V', max: 1000 }).products)).toEqual(skus([led600]));
    expect(skus(viewCatalogue(all, { min: 100, max: 500 }).products)).toEqual(skus([hps, clone]));
  });

  it('tells an empty shelf from filters that match nothing', () => {
    expect(viewCatalogue(all, { category: 'grow-light-bulbs' })).toEqual({ inCategoryCount: 0, products: [] });
    expect(viewCatalogue(all, { category: 'hid-lighting', voltage: '432-505V' })).toEqual({ inCategoryCount: 1, products: [] });
  });
});

describe('cataloguePageProducts', () => {
  const described = all.map((each) => ({ ...each, short_description: 'Short.', long_description: '<p>Long.</p>', important_notes: 'Notes.' }));

  it('hands over every product without the texts only a product page shows', () => {
    const handed = cataloguePageProducts(described);
    expect(handed).toEqual(all);
    expect(handed.some((each) => 'long_description' in each || 'short_description' in each || 'important_notes' in each)).toBe(false);
  });

  it('gives the page the same view, whatever the filters', () => {
    for (const filters of [{}, { category: 'led-grow-lights' as const, sort: 'price-asc' as const }, { watts: '1000-plus' as const, max: 2000 }])
      expect(viewCatalogue(cataloguePageProducts(described), filters).products).toEqual(viewCatalogue(all, filters).products);
  });
});

describe('catalogue search params', () => {
  it('keeps known options and numbers and drops anything else', () => {
    expect(parseCatalogueSearch({ category: 'hid-lighting', watts: '300-399', min: '100', max: 900, sort: 'price-asc' })).toEqual({
      category: 'hid-lighting',
      sub: undefined,
      watts: '300-399',
      voltage: undefined,
      min: 100,
      max: 900,
      sort: 'price-asc',
    });
    const junk = parseCatalogueSearch({ category: 'boats', watts: '50', voltage: '12V', min: 'abc', max: 99999 });
    expect(Object.values(junk).every((value) => value === undefined)).toBe(true);
  });
});
