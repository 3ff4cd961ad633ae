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

  it("writes every amount as Intl's en-US dollar format does", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [0.004, 0.125, 0.135, 1.005, 9.995, 999.995, 1000, 99_999.5, 100_000, 12_345_678.9, -1, -1234.5];
    for (let cents = 0; cents < 2_000_000; cents += 997) amounts.push(cents / 100, cents / 7);
    for (const amount of amounts) expect(formatPrice(amount), String(amount)).toBe(usd.format(amount));
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
