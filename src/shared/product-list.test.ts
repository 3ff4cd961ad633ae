import { describe, expect, it } from 'vitest';
import { readProductList } from './product-list';

const active = (id: number, sku: string) => ({ id, sku, item_name: `Product ${sku}`, subcategory: 'LED Grow Lights' });
const a = active(1, 'IL-A');
const b = active(2, 'IL-B');
const skus = (body: unknown) => readProductList(body).map((product) => product.sku);

describe('readProductList: every answer shape of GET /api/products', () => {
  it('reads a bare array', () => {
    expect(skus([a, b])).toEqual(['IL-A', 'IL-B']);
  });

  it.each(['items', 'products', 'data', 'results'])('reads the array under "%s"', (key) => {
    expect(skus({ [key]: [a, b], total: 2 })).toEqual(['IL-A', 'IL-B']);
  });

  it('prefers items over the other known keys', () => {
    expect(skus({ products: [b], items: [a] })).toEqual(['IL-A']);
  });

  it('falls back to the first array property under any other name', () => {
    expect(skus({ meta: { page: 1 }, catalogue: [b, a], other: [active(3, 'IL-C')] })).toEqual(['IL-B', 'IL-A']);
  });

  it('reads an object of records keyed by id', () => {
    expect(skus({ 1: a, 2: b })).toEqual(['IL-A', 'IL-B']);
  });

  it('reads nothing from an object whose values are not all records with ids', () => {
    expect(skus({ 1: a, note: 'partial' })).toEqual([]);
    expect(skus({ 1: { sku: 'IL-X', subcategory: 'LED' } })).toEqual([]);
    expect(skus({})).toEqual([]);
  });

  it.each([null, undefined, 'text', 42, true])('reads nothing from %p', (body) => {
    expect(readProductList(body)).toEqual([]);
  });

  it('drops inactive products: no subcategory, blank, or Inactive in any case', () => {
    const body = [
      a,
      { ...active(3, 'IL-NONE'), subcategory: undefined },
      { ...active(4, 'IL-NULL'), subcategory: null },
      { ...active(5, 'IL-BLANK'), subcategory: '  ' },
      { ...active(6, 'IL-OFF'), subcategory: 'Inactive' },
      { ...active(7, 'IL-OFF2'), subcategory: ' inactive ' },
      b,
    ];
    expect(skus(body)).toEqual(['IL-A', 'IL-B']);
  });

  it('drops entries that are not product records', () => {
    expect(skus([a, null, 'IL-Z', [b], { id: 8, subcategory: 'LED' }, b])).toEqual(['IL-A', 'IL-B']);
  });

  it('keeps every field of the products it reads', () => {
    const rich = { ...a, msrp: 1599, stock_quantity: 4, length: { inches: 47.2 } };
    expect(readProductList({ items: [rich] })).toEqual([rich]);
  });
});
