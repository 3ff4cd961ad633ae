import { describe, expect, it } from 'vitest';
import { stockStatusOf, stockText } from './stock';

describe('stock line', () => {
  it.each([
    [0, 'Out of Stock', 'out_of_stock'],
    [-2, 'Out of Stock', 'out_of_stock'],
    [1, 'Only 1 left', 'low_stock'],
    [4, 'Only 4 left', 'low_stock'],
    [5, '5 in stock', 'in_stock'],
    [9, '9 in stock', 'in_stock'],
    [10, 'In Stock', 'in_stock'],
    [250, 'In Stock', 'in_stock'],
  ])('%i units reads %s (%s)', (qty, text, status) => {
    expect(stockText(qty)).toBe(text);
    expect(stockStatusOf(qty)).toBe(status);
  });
});
