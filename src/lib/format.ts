/**
 * A value made on first use. Building an Intl formatter loads its locale data, the largest part
 * of evaluating the app's modules on a slow phone when done at load (docs/decisions/201): each
 * is made when something is first formatted.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Between groups of three digits, counted from the end of a whole number. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Prices are US dollars with 2 decimals, as en-US writes them: "$2,799.00". Written out rather
 * than made by Intl.NumberFormat: the first Intl formatter a page builds loads the locale's
 * data, 12–15 ms on a fast CPU and four times that on a slow phone, inside the first render of
 * every page that shows a price (decision 203). The tests hold it to Intl's output.
 */
export function formatPrice(amount: number): string {
  // Rounded from the decimal the number reads as (1.005 → 1.01), as Intl rounds, not from its
  // binary value (1.00499…); below a millionth, where the number reads in exponent form, it is 0.
  const magnitude = Math.abs(amount);
  const cents = magnitude < 1e-6 ? 0 : Math.round(Number(`${magnitude}e2`));
  return `${amount < 0 ? '-' : ''}$${(cents / 100).toFixed(2).replace(THOUSANDS, ',')}`;
}

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File sizes in Bytes, KB, MB or GB with 2 decimals. */
export function formatBytes(bytes: number): string {
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  return `${Number.parseFloat((bytes / 1024 ** unit).toFixed(2))} ${BYTE_UNITS[unit]}`;
}

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago". */
export function formatAge(then: number, now: number = Date.now()): string {
  const seconds = Math.round((then - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative().format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative().format(hours, 'hour');
  return relative().format(Math.round(hours / 24), 'day');
}
