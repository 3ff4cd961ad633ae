import { CANADIAN_RETAILERS, DIRECTORY_TEXT, US_RETAILERS, type RetailerEntry } from '../../content/retailers';
import { LETTERS, enabledLetters, filterByLetter, firstLetter, initialsOf, toggleLetter } from './model';

const entries: RetailerEntry[] = [
  { id: 'a1', name: 'acre hydro', state: 'OREGON', letter: 'A', link: 'https://b.example' },
  { id: 'a2', name: 'Atlas Gardens', state: 'ARIZONA', letter: 'A', link: 'https://a.example' },
  { id: 'b', name: 'Bayou Hydro', state: 'LOUISIANA', letter: 'B', link: '#' },
  { id: 'e', name: 'Éclair Grow', state: 'QUEBEC', letter: 'E', link: 'https://c.example' },
];

describe('retailer directory model', () => {
  it('has the 26 letters A to Z', () => {
    expect(LETTERS).toHaveLength(26);
    expect(LETTERS[0]).toBe('A');
    expect(LETTERS[25]).toBe('Z');
  });

  it('enables only letters having at least one retailer, by first letter of the name', () => {
    const enabled = enabledLetters(entries);
    expect([...enabled].sort()).toEqual(['A', 'B', 'E']);
    expect(LETTERS.filter((letter) => !enabled.has(letter))).toHaveLength(23);
    expect(firstLetter('Éclair')).toBe('E');
  });

  it('filters by first letter, in the given order, and clears with no letter', () => {
    expect(filterByLetter(entries, 'A').map((e) => e.id)).toEqual(['a1', 'a2']);
    expect(filterByLetter(entries, null)).toHaveLength(4);
  });

  it('clears the filter when the active letter is clicked again', () => {
    expect(toggleLetter(null, 'A')).toBe('A');
    expect(toggleLetter('A', 'B')).toBe('B');
    expect(toggleLetter('A', 'A')).toBeNull();
  });

  it('finds nothing for a letter without retailers, with the empty message', () => {
    expect(filterByLetter(entries, 'Q')).toEqual([]);
    expect(DIRECTORY_TEXT.noMatch('Q')).toBe('No brands found for letter "Q"');
  });

  it('draws initials for a retailer without a logo', () => {
    expect(initialsOf('Hilltop Hydro & Garden')).toBe('HH');
    expect(initialsOf('Mont-Royal Grow Supply')).toBe('MR');
  });
});

describe('retailer content', () => {
  it('lists 75 US retailers with unique ids, capitalised states and matching letters', () => {
    expect(US_RETAILERS).toHaveLength(75);
    expect(new Set(US_RETAILERS.map((e) => e.id)).size).toBe(75);
    for (const entry of US_RETAILERS) {
      expect(entry.state).toBe(entry.state.toUpperCase());
      expect(entry.letter).toBe(firstLetter(entry.name));
    }
    expect(new Set(US_RETAILERS.flatMap((e) => e.state.split(', '))).size).toBeGreaterThan(30);
  });

  it('lists 21 Canadian retailers: 2 AB, 11 BC, 3 MB, 2 ON, 3 QC', () => {
    const count = (province: string) => CANADIAN_RETAILERS.filter((e) => e.state === province).length;
    expect(CANADIAN_RETAILERS).toHaveLength(21);
    expect(count('ALBERTA')).toBe(2);
    expect(count('BRITISH COLUMBIA')).toBe(11);
    expect(count('MANITOBA')).toBe(3);
    expect(count('ONTARIO')).toBe(2);
    expect(count('QUEBEC')).toBe(3);
  });
});
