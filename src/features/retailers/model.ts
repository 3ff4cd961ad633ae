import type { RetailerEntry } from '../../content/retailers';

export const LETTERS: readonly string[] = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/** The directory filters by the first letter of the name, not by any stored field. */
export function firstLetter(name: string): string {
  return name
    .trim()
    .charAt(0)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** Letters with at least one retailer: only these buttons are enabled. */
export function enabledLetters(entries: readonly RetailerEntry[]): Set<string> {
  return new Set(entries.map((entry) => firstLetter(entry.name)));
}

export function filterByLetter(entries: readonly RetailerEntry[], letter: string | null): RetailerEntry[] {
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return letter === null ? sorted : sorted.filter((entry) => firstLetter(entry.name) === letter);
}

/** Clicking the active letter again clears the filter. */
export function toggleLetter(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

export function initialsOf(name: string): string {
  return name
    .replace(/&/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => /^[\p{L}]/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
