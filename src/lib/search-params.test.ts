import { routerDefaults } from '../app/router';
import { text } from './search-params';

const { stringifySearch } = routerDefaults;
const parseSearch = (query: string) => routerDefaults.parseSearch(query) as Record<string, unknown>;

describe('the query string as plain text', () => {
  it('reads a numeric search as the text typed', () => {
    expect(text(parseSearch('?q=1050').q)).toBe('1050');
    expect(text(parseSearch('?q=true').q)).toBe('true');
    expect(text(parseSearch('?q=007').q)).toBe('007');
  });

  it('writes a numeric search back without quotes', () => {
    expect(stringifySearch({ q: '1050' })).toBe('?q=1050');
    expect(stringifySearch({ q: 'true' })).toBe('?q=true');
  });

  it('gives back the same address it read', () => {
    for (const query of ['?q=1050', '?q=hps+1000w', '?category=led-grow-lights&min=100&sort=price-asc', '?q=%22quoted%22', '?q=007']) {
      const read = Object.fromEntries(Object.entries(parseSearch(query)).map(([name, value]) => [name, text(value)]));
      expect(stringifySearch(read)).toBe(query);
    }
  });

  it('leaves out values a page does not set', () => {
    expect(stringifySearch({ q: undefined, min: 100 })).toBe('?min=100');
    expect(stringifySearch({})).toBe('');
  });
});
