import { describe, expect, it } from 'vitest';
import { isActive, productPhotos, productPrice, stockOf, type Product } from './product';

const base: Product = { id: 1, sku: 'IL-L1050MS', item_name: 'iLogic MS Plus 1050W', subcategory: 'LED Grow Lights' };

describe('productPrice: the first present of msrp, map, wholesale', () => {
  it.each([
    [{ msrp: 1599, map: 1499, wholesale: 999 }, 1599],
    [{ msrp: null, map: 1499, wholesale: 999 }, 1499],
    [{ map: undefined, wholesale: 999 }, 999],
    [{ msrp: 0, map: 1499 }, 0],
    [{ msrp: '' as unknown as number, map: 1499 }, 1499],
    [{ msrp: '1299.5' as unknown as number }, 1299.5],
    [{ price: 75 }, 75],
    [{}, 0],
  ])('%o costs %d', (prices, expected) => {
    expect(productPrice({ ...base, ...prices })).toBe(expected);
  });

  it('skips a value that is not a number', () => {
    expect(productPrice({ ...base, msrp: 'call us' as unknown as number, map: 850 })).toBe(850);
  });
});

describe('stockOf: the first available stock field, as a number, default 0', () => {
  it.each([
    [{ qty: 3, stock_quantity: 10 }, 3],
    [{ stock_quantity: 12 }, 12],
    [{ stock_quantity: '7' }, 7],
    [{ qty: '', inventory: 5 }, 5],
    [{ qty: null as unknown as number, quantity: 2 }, 2],
    [{ stock: 8 }, 8],
    [{ available_quantity: '4 units' }, 4],
    [{ stock_quantity: 'many' }, 0],
    [{}, 0],
  ])('%o has %i in stock', (fields, expected) => {
    expect(stockOf({ ...base, ...fields })).toBe(expected);
  });
});

describe('isActive', () => {
  it.each([
    ['LED Grow Lights', true],
    ['Inactive', false],
    ['INACTIVE', false],
    [' inactive ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('subcategory %p is active: %s', (subcategory, expected) => {
    expect(isActive({ subcategory })).toBe(expected);
  });
});

describe('productPhotos', () => {
  it('lists photo_1 to photo_5 in order, skipping empty ones', () => {
    const product = { ...base, photo_1: '/a.jpg', photo_2: null, photo_3: '', photo_4: '/d.jpg', photo_5: '/e.jpg' };
    expect(productPhotos(product)).toEqual(['/a.jpg', '/d.jpg', '/e.jpg']);
  });

  it('is empty for a product without photos', () => {
    expect(productPhotos(base)).toEqual([]);
  });
});
