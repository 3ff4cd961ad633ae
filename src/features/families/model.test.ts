import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product';
import { CONTROLLER_FAMILIES, HID_FAMILIES, LED_FAMILIES } from '../../content/families';
import { FAMILY_TEXT, familyLayout, familyPageProducts, productsOfFamily, skuMatches } from './model';

const product = (id: number, sku: string): Product => ({ id, sku, item_name: sku, subcategory: 'LED Grow Lights' });

describe('skuMatches', () => {
  it('matches an exact pattern only on the whole SKU', () => {
    expect(skuMatches('IL-HMOL-1450', 'IL-HMOL-1450')).toBe(true);
    expect(skuMatches('IL-HMOL-1450-PRO', 'IL-HMOL-1450')).toBe(false);
    expect(skuMatches('IL-HMOL-145', 'IL-HMOL-1450')).toBe(false);
  });

  it('treats a pattern ending with a hyphen as a prefix', () => {
    expect(skuMatches('IL-MH-1000', 'IL-MH-')).toBe(true);
    expect(skuMatches('IL-MHX-1000', 'IL-MH-')).toBe(false);
    expect(skuMatches('XIL-MH-1000', 'IL-MH-')).toBe(false);
  });

  it('ignores case and surrounding spaces, and never matches an empty pattern', () => {
    expect(skuMatches(' ilum-ctrl-tc+ ', 'ILUM-CTRL-TC+')).toBe(true);
    expect(skuMatches('IL-CLN18', '')).toBe(false);
  });
});

describe('productsOfFamily', () => {
  it('keeps the family order of patterns and lists a product once', () => {
    const products = [product(1, 'IL-HMOL-1450-PRO'), product(2, 'IL-HMOL-720'), product(3, 'IL-L340FS'), product(4, 'IL-HMOL-1450')];
    const family = { skuPatterns: ['IL-HMOL-720', 'IL-HMOL-1450', 'IL-HMOL-', 'IL-HMOL-1450-PRO'] };
    expect(productsOfFamily(products, family).map((p) => p.id)).toEqual([2, 4, 1]);
  });

  it('finds the five iLogic models', () => {
    const skus = ['IL-L340FS', 'IL-L630FS', 'IL-L1030FS', 'IL-L700MS', 'IL-L1050MS', 'IL-UC160W-R'];
    const ilogic = LED_FAMILIES.families.find((f) => f.key === 'ilogic')!;
    expect(productsOfFamily(skus.map((sku, i) => product(i, sku)), ilogic)).toHaveLength(5);
  });
});

describe('HID lamp families', () => {
  const lamps = ['IL-LAMP-HPS-600', 'IL-LAMP-MH-600', 'IL-LAMP-MH-1000', 'IL-LAMP-DEHPS-1000', 'IL-LAMP-DEHPS-750', 'IL-LAMP-CMH-315-3K', 'IL-LAMP-CMH-DE630-3K', 'IL-CMH315-120'];
  const skusOf = (key: string) =>
    productsOfFamily(
      lamps.map((sku, i) => product(i, sku)),
      HID_FAMILIES.families.find((f) => f.key === key)!,
    ).map((p) => p.sku);

  it('sorts each lamp into its family by prefix, leaving fixtures and single-ended HPS lamps out', () => {
    expect(skusOf('mh-lamps')).toEqual(['IL-LAMP-MH-600', 'IL-LAMP-MH-1000']);
    expect(skusOf('de-hps-lamps')).toEqual(['IL-LAMP-DEHPS-1000', 'IL-LAMP-DEHPS-750']);
    expect(skusOf('cmh-lamps')).toEqual(['IL-LAMP-CMH-315-3K', 'IL-LAMP-CMH-DE630-3K']);
  });
});

describe('familyLayout', () => {
  it('shows the swipe strip at exactly five products and a grid otherwise', () => {
    expect(familyLayout(0)).toBe('empty');
    expect(familyLayout(4)).toBe('grid');
    expect(familyLayout(5)).toBe('strip');
    expect(familyLayout(6)).toBe('grid');
  });
});

describe('family configuration', () => {
  it('gives every family a unique anchor key across the three pages', () => {
    const keys = [LED_FAMILIES, HID_FAMILIES, CONTROLLER_FAMILIES].flatMap((page) => page.families.map((f) => f.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('under-canopy');
  });

  it('words the empty state with the family title', () => {
    expect(FAMILY_TEXT.comingSoon('iLW')).toBe('Products for iLW are coming soon.');
  });
});

describe('familyPageProducts', () => {
  it("hands a family page every product of its families, in the catalogue's order, and each family the same products as the whole list", () => {
    const all = [
      product(1, 'IL-MH-1000'),
      product(2, 'IL-L1050MS'),
      product(3, 'IL-TOUCH'),
      product(4, 'IL-UC160W-R'),
      product(5, 'UNRELATED-1'),
      product(6, 'IL-L700MS'),
    ];
    const part = familyPageProducts(LED_FAMILIES)(all);
    expect(part.map((item) => item.sku)).toEqual(['IL-L1050MS', 'IL-UC160W-R', 'IL-L700MS']);
    for (const family of LED_FAMILIES.families) expect(productsOfFamily(part, family)).toEqual(productsOfFamily(all, family));
  });
});
