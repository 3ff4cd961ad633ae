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

/** Text, or a number read as text (a search for "1050" arrives as a number). */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * The query string as plain text, both ways. Every value a page reads is a word or a number, so
 * nothing needs JSON: `?q=1050` stays `?q=1050` instead of turning into `?q=%221050%22`, the URL
 * the header's search form (a plain GET) and the server's links produce. A name given twice
 * keeps its first value, as the server does when it renders the page.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    if (!(name in values)) values[name] = value;
  }
  return values;
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
