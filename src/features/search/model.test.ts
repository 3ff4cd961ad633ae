import { searchIndexOf, searchProducts } from '../../lib/product-search';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/product';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SUGGESTION_LIMIT,
  isSearchable,
  parseSearchPage,
  searchMessages,
  showsSeeAllHint,
  toSuggestion,
} from './model';

const product = (id: number, fields: Partial<Product>): Product => ({
  id,
  sku: `SKU-${id}`,
  item_name: `Item ${id}`,
  subcategory: 'Active',
  ...fields,
});

const catalogue = [
  product(1, { item_name: 'iLogic MS Plus 1050W', sku: 'IL-L1050MS', category: 'LED Grow Lights', brand: 'Verdant' }),
  product(2, { item_name: 'Double Ended HPS 1000W', sku: 'ILUM-DE-N1K', category: 'HID Lighting', brand: 'Ilumen' }),
  product(3, { item_name: 'Touch Plus Controller', sku: 'ILUM-CTRL-TC+', category: 'Controllers', brand: 'Verdant' }),
  product(4, { item_name: 'Cable Logic 15 ft', sku: 'IL-CBL-15', category: 'Cords & Accessories' }),
];
const skus = (text: string, limit?: number) => searchProducts(searchIndexOf(catalogue), text, limit).map((p) => p.sku);

describe('the live search constants', () => {
  it('debounces 300 ms, needs 2 characters and caps at 5', () => {
    expect([SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, SUGGESTION_LIMIT]).toEqual([300, 2, 5]);
  });

  it('words the messages exactly', () => {
    expect(searchMessages.searching).toBe('Searching...');
    expect(searchMessages.noResults('zzz')).toBe('No products found for "zzz"');
    expect(searchMessages.seeAll).toBe('Press Enter to see all results');
  });
});

describe('isSearchable', () => {
  it.each([
    ['', false],
    ['a', false],
    [' a ', false],
    ['   ', false],
    ['ab', true],
    ['  ab ', true],
  ])('%p is searchable: %s', (text, expected) => {
    expect(isSearchable(text)).toBe(expected);
  });
});

describe('searchProducts', () => {
  it('matches a substring of the name, case-insensitively', () => {
    expect(skus('LOGIC')).toEqual(['IL-L1050MS', 'IL-CBL-15']);
  });

  it('matches the SKU', () => {
    expect(skus('n1k')).toEqual(['ILUM-DE-N1K']);
    expect(skus('tc+')).toEqual(['ILUM-CTRL-TC+']);
  });

  it('matches the category', () => {
    expect(skus('hid light')).toEqual(['ILUM-DE-N1K']);
    expect(skus('cords &')).toEqual(['IL-CBL-15']);
  });

  it('matches the brand', () => {
    expect(skus('verdant')).toEqual(['IL-L1050MS', 'ILUM-CTRL-TC+']);
  });

  it('ignores surrounding spaces of the typed text', () => {
    expect(skus('  ilumen  ')).toEqual(['ILUM-DE-N1K']);
  });

  it('does not match across two fields', () => {
    // "...1050MS" + "LED..." must not read as "msled".
    expect(skus('msled')).toEqual([]);
    expect(skus('verdant\u0000')).toEqual([]);
  });

  it('does not match fields other than name, SKU, category and brand', () => {
    const withDescription = [product(9, { item_name: 'Lamp', short_description: 'full spectrum' })];
    expect(searchProducts(searchIndexOf(withDescription), 'spectrum')).toEqual([]);
  });

  it('keeps catalogue order and stops at the limit', () => {
    const many = Array.from({ length: 12 }, (_, i) => product(i, { item_name: `Bar ${i}` }));
    const found = searchProducts(searchIndexOf(many), 'bar', SUGGESTION_LIMIT);
    expect(found.map((p) => p.id)).toEqual([0, 1, 2, 3, 4]);
    expect(searchProducts(searchIndexOf(many), 'bar')).toHaveLength(12);
  });

  it('finds nothing for empty text', () => {
    expect(skus('   ')).toEqual([]);
  });

  it('reads products whose optional fields are missing', () => {
    const bare = [product(5, { item_name: 'Bare fixture', category: undefined, brand: undefined })];
    expect(searchProducts(searchIndexOf(bare), 'fixture')).toHaveLength(1);
  });
});

describe('searchIndexOf', () => {
  it('builds the index once per product list', () => {
    const list = [...catalogue];
    expect(searchIndexOf(list)).toBe(searchIndexOf(list));
    expect(searchIndexOf([...catalogue])).not.toBe(searchIndexOf(list));
  });

  it('searches a 100,000-product catalogue', () => {
    const big = Array.from({ length: 100_000 }, (_, i) =>
      product(i, { item_name: `Fixture ${i}`, sku: `FX-${i}`, category: 'LED Grow Lights' }),
    );
    const index = searchIndexOf(big);
    expect(searchProducts(index, 'fx-99999').map((p) => p.id)).toEqual([99_999]);
    expect(searchProducts(index, 'fixture 1', SUGGESTION_LIMIT)).toHaveLength(5);
  });
});

describe('toSuggestion', () => {
  it('shows name, SKU, price (first of msrp, map, wholesale), photo_1 and category', () => {
    const p = product(7, {
      item_name: 'Under Canopy 160W',
      sku: 'IL-UC160W-R',
      category: 'LED Grow Lights',
      map: 399,
      wholesale: 250,
      photo_1: '/products/uc.jpg',
    });
    expect(toSuggestion(p)).toEqual({
      name: 'Under Canopy 160W',
      sku: 'IL-UC160W-R',
      price: 399,
      image: '/products/uc.jpg',
      category: 'LED Grow Lights',
    });
  });

  it('has no image and an empty category when the product has none', () => {
    expect(toSuggestion(product(8, {}))).toMatchObject({ image: null, category: '', price: 0 });
  });
});

describe('the see-all hint', () => {
  it.each([
    [0, false],
    [4, false],
    [5, true],
  ])('with %i suggestions shows: %s', (count, shown) => {
    expect(showsSeeAllHint(count)).toBe(shown);
  });
});

describe('parseSearchPage', () => {
  it.each([
    [{ q: 'hps' }, { q: 'hps' }],
    [{ q: 1050 }, { q: '1050' }],
    [{}, { q: undefined }],
    [{ q: ['a', 'b'] }, { q: undefined }],
    [{ q: { nested: true } }, { q: undefined }],
  ])('reads %o as %o', (input, expected) => {
    expect(parseSearchPage(input)).toEqual(expected);
  });
});
