import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product';
import { documentLink, documentedProductGroups, isTechSupportTopic } from './model';

const product = (id: number, fields: Partial<Product>): Product => ({
  id,
  sku: `SKU-${id}`,
  item_name: `Product ${id}`,
  subcategory: 'x',
  ...fields,
});

describe('documentedProductGroups', () => {
  it('keeps products with a spec sheet or a manual, grouped by category A–Z and sorted by name', () => {
    const groups = documentedProductGroups([
      product(1, { category: 'LED Grow Lights', item_name: 'Zeta', spec_sheet: '/docs/z.pdf' }),
      product(2, { category: 'Controllers', manual: '/docs/c.pdf' }),
      product(3, { category: 'LED Grow Lights', item_name: 'Alpha', manual: '/docs/a.pdf' }),
      product(4, { category: 'LED Grow Lights', spec_sheet: '', manual: null }),
      product(5, { spec_sheet: '/docs/n.pdf' }),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Controllers', 'LED Grow Lights', 'Other']);
    expect(groups[1]!.products.map((p) => p.item_name)).toEqual(['Alpha', 'Zeta']);
  });

  it('is empty when no product has documents', () => {
    expect(documentedProductGroups([product(1, { spec_sheet: '  ' })])).toEqual([]);
  });
});

describe('documentLink', () => {
  it('passes real links and drops empty values', () => {
    expect(documentLink('/docs/a.pdf')).toBe('/docs/a.pdf');
    expect(documentLink('')).toBeUndefined();
    expect(documentLink(null)).toBeUndefined();
  });
});

describe('isTechSupportTopic', () => {
  it('knows the six menu items only', () => {
    expect(isTechSupportTopic('manual-links')).toBe(true);
    expect(isTechSupportTopic('faq')).toBe(false);
  });
});
