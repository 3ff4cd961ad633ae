/** The cart item's stockStatus values. */
export type StockStatus = 'out_of_stock' | 'low_stock' | 'in_stock';

/** Stock levels: 0 out, 1–4 low, 5 and more in stock. */
export const LOW_STOCK_BELOW = 5;
/** From here on the exact count stops mattering to a buyer and is not shown. */
export const PLENTY_FROM = 10;

export function stockStatusOf(qty: number): StockStatus {
  if (qty <= 0) return 'out_of_stock';
  if (qty < LOW_STOCK_BELOW) return 'low_stock';
  return 'in_stock';
}

export const OUT_OF_STOCK_TEXT = 'Out of Stock';
export const IN_STOCK_TEXT = 'In Stock';
/** The out-of-stock call to action and the title of the form it opens. */
export const NOTIFY_WHEN_AVAILABLE = 'Notify When Available';

/** The card's stock line: 'Out of Stock', 'Only N left', 'N in stock' or 'In Stock'. */
export function stockText(qty: number): string {
  if (qty <= 0) return OUT_OF_STOCK_TEXT;
  if (qty < LOW_STOCK_BELOW) return `Only ${qty} left`;
  if (qty < PLENTY_FROM) return `${qty} in stock`;
  return IN_STOCK_TEXT;
}
