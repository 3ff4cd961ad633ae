import { parsePlainSearch, stringifyPlainSearch, text } from './search-params';

describe('the query string as plain text', () => {
  it('reads a numeric search as the text typed', () => {
    expect(parsePlainSearch('?q=1050')).toEqual({ q: '1050' });
    expect(text(parsePlainSearch('?q=1050').q)).toBe('1050');
  });

  it('writes a numeric search back without quotes', () => {
    expect(stringifyPlainSearch({ q: '1050' })).toBe('?q=1050');
    expect(stringifyPlainSearch({ q: 'true' })).toBe('?q=true');
  });

  it('gives back the same address it read', () => {
    for (const query of ['?q=1050', '?q=hps+1000w', '?category=led-grow-lights&min=100&sort=price-asc', '?q=%22quoted%22']) {
      expect(stringifyPlainSearch(parsePlainSearch(query))).toBe(query);
    }
  });

  it('leaves out values a page does not set, and keeps the first of a repeated name', () => {
    expect(stringifyPlainSearch({ q: undefined, min: 100 })).toBe('?min=100');
    expect(stringifyPlainSearch({})).toBe('');
    expect(parsePlainSearch('q=a&q=b')).toEqual({ q: 'a' });
  });
});
