import { isActive, type Product } from './product';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a product-list answer in any shape the server may give: an array; an object holding the
 * array under items, products, data or results, or under its first array property; or an
 * object of records keyed by id. Inactive products are dropped.
 */
export function readProductList(body: unknown): Product[] {
  return extractArray(body).filter(
    (item): item is Product => isRecord(item) && typeof item.sku === 'string' && isActive(item as Product),
  );
}

function extractArray(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (!isRecord(body)) return [];
  for (const key of ['items', 'products', 'data', 'results']) {
    if (Array.isArray(body[key])) return body[key] as unknown[];
  }
  const firstArray = Object.values(body).find(Array.isArray);
  if (firstArray) return firstArray;
  const records = Object.values(body);
  return records.length > 0 && records.every((value) => isRecord(value) && 'id' in value) ? records : [];
}
