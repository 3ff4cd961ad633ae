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

/**
 * The directory in the content's order, which is alphabetical (a test of the content keeps it
 * so): sorting here with `localeCompare` built a collator in the page's first render, about
 * 30 ms on a slow phone.
 */
export function filterByLetter(entries: readonly RetailerEntry[], letter: string | null): readonly RetailerEntry[] {
  return letter === null ? entries : entries.filter((entry) => firstLetter(entry.name) === letter);
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
