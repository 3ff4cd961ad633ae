import { describe, expect, it } from 'vitest';
import { formatBytes, formatPrice } from './format';

describe('formatPrice: US dollars with 2 decimals', () => {
  it.each([
    [0, '$0.00'],
    [5, '$5.00'],
    [24.5, '$24.50'],
    [1599, '$1,599.00'],
    [1234567.891, '$1,234,567.89'],
    [0.005, '$0.01'],
  ])('%d reads %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%i bytes reads %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
