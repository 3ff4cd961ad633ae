/**
 * Reading a page's query string. A value that is not one the page knows is dropped rather than
 * failing the page: old or hand-edited links still open it. Plain functions rather than a schema
 * library: they run on every page's first load, before any form needs a validator.
 */

/** The value when it is one of `options`. */
export const oneOf = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;

/** A number, or numeric text, between `min` and `max`. */
export function numberWithin(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
}

/** Text, or a number or true/false read as text (a search for "1050" arrives as a number). */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

