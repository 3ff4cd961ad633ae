const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Prices are US dollars with 2 decimals. */
export const formatPrice = (amount: number) => usd.format(amount);

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File sizes in Bytes, KB, MB or GB with 2 decimals (03 §2). */
export function formatBytes(bytes: number): string {
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  return `${Number.parseFloat((bytes / 1024 ** unit).toFixed(2))} ${BYTE_UNITS[unit]}`;
}
