import { describe, expect, it } from 'vitest';
import { CORD_GROUPS } from '../../shared/content/product-knowledge';
import type { Product } from '../../shared/product';
import {
  clampQuantity,
  cordsPerPage,
  defaultVoltage,
  pageCountOf,
  productPageProducts,
  productsBySkus,
  relatedProducts,
  stockNotice,
  voltageOptions,
  wrapPage,
} from './model';

const product = (fields: Partial<Product>): Product => ({ id: 1, sku: 'X', item_name: 'X', subcategory: 'Active', ...fields });

describe('voltage options', () => {
  it('offers 120, 240 and 277 V only where a wattage exists', () => {
    const led = product({ category: 'LED Grow Lights', wattage_120v: 630, wattage_208v: 640, wattage_277v: 650 });
    expect(voltageOptions(led)).toEqual([
      { label: '120V', watts: 630 },
      { label: '240V', watts: 640 },
      { label: '277V', watts: 650 },
    ]);
    expect(voltageOptions(product({ category: 'HID Lighting', wattage_240v: 1000, wattage_208v: 990 }))).toEqual([
      { label: '240V', watts: 1000 },
    ]);
  });

  it('offers none outside LED Grow Lights and HID Lighting', () => {
    expect(voltageOptions(product({ category: 'Controllers', wattage_120v: 5, wattage_240v: 5 }))).toEqual([]);
  });

  it('defaults to 120V, else the first option', () => {
    expect(defaultVoltage([{ label: '240V', watts: 1 }, { label: '120V', watts: 1 }])).toBe('120V');
    expect(defaultVoltage([{ label: '277V', watts: 1 }])).toBe('277V');
    expect(defaultVoltage([])).toBeUndefined();
  });
});

describe('quantity and stock notices', () => {
  it('clamps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 7)).toBe(1);
    expect(clampQuantity(9, 7)).toBe(7);
    expect(clampQuantity(3, 7)).toBe(3);
  });

  it('calls out stock of 1 to 5 and the ceiling above 5', () => {
    expect(stockNotice(1, 1)).toBe('Only 1 units left in stock.');
    expect(stockNotice(5, 2)).toBe('Only 5 units left in stock.');
    expect(stockNotice(6, 5)).toBeUndefined();
    expect(stockNotice(6, 6)).toBe("You've reached the maximum available stock (6 units).");
    expect(stockNotice(0, 1)).toBeUndefined();
  });
});

describe('relatedProducts', () => {
  const items = Array.from({ length: 20 }, (_, index) =>
    product({ id: index, sku: `S${index}`, category: index % 2 ? 'HID Lighting' : 'LED Grow Lights' }),
  );

  it('puts the same category first, excludes the product itself and defaults to 8', () => {
    const related = relatedProducts(items, items[1]);
    expect(related).toHaveLength(8);
    expect(related.map((p) => p.sku)).not.toContain('S1');
    expect(related.every((p) => p.category === 'HID Lighting')).toBe(true);
  });

  it('never gives more than 12', () => {
    const related = relatedProducts(items, items[0], 50);
    expect(related).toHaveLength(12);
    expect(related.slice(0, 9).every((p) => p.category === 'LED Grow Lights')).toBe(true);
    expect(related[9].category).toBe('HID Lighting');
  });
});

describe('productPageProducts', () => {
  // Cords first in the catalogue, then lights of both kinds: cords that are not related products
  // must not displace one on the part.
  const cords = CORD_GROUPS['Cable Logic'].map((sku, index) => product({ id: 100 + index, sku, category: 'Accessories' }));
  const lights = Array.from({ length: 30 }, (_, index) =>
    product({ id: index, sku: index === 3 ? 'IL-L1050MS' : `S${index}`, category: index % 3 ? 'HID Lighting' : 'LED Grow Lights' }),
  );
  const all = [...cords.slice(0, 3), ...lights, ...cords.slice(3)];
  const light = all.find((candidate) => candidate.sku === 'IL-L1050MS')!;

  it("holds what the page shows, in the catalogue's order, and nothing else", () => {
    const part = productPageProducts(all, 'IL-L1050MS');
    expect(part).toEqual(all.filter((candidate) => part.includes(candidate)));
    expect(new Set(part)).toEqual(new Set([light, ...relatedProducts(all, light), ...cords]));
  });

  it('gives the page the same related products and cords as the whole list', () => {
    const part = productPageProducts(all, 'IL-L1050MS');
    expect(relatedProducts(part, light)).toEqual(relatedProducts(all, light));
    expect(productsBySkus(part, CORD_GROUPS['Cable Logic'])).toEqual(cords);
  });

  it('is empty for a SKU the catalogue does not have', () => {
    expect(productPageProducts(all, 'NOPE')).toEqual([]);
  });
});

describe('cable carousel paging', () => {
  it('shows 4, 3, 2 or 1 per page by width', () => {
    expect(cordsPerPage({ atLeast1024: true, atLeast768: true, atLeast640: true })).toBe(4);
    expect(cordsPerPage({ atLeast1024: false, atLeast768: true, atLeast640: true })).toBe(3);
    expect(cordsPerPage({ atLeast1024: false, atLeast768: false, atLeast640: true })).toBe(2);
    expect(cordsPerPage({ atLeast1024: false, atLeast768: false, atLeast640: false })).toBe(1);
  });

  it('wraps around at both ends', () => {
    expect(pageCountOf(9, 4)).toBe(3);
    expect(pageCountOf(0, 4)).toBe(1);
    expect(wrapPage(3, 3)).toBe(0);
    expect(wrapPage(-1, 3)).toBe(2);
  });
});
