import { compatibleCordSkus } from '../../shared/content/product-knowledge';
import { findBySku, type Product } from '../../shared/product';

/** The product page's buy panel (voltage choice, quantity, stock notices, cords), as pure functions. */

/** Categories whose fixtures are sold per input voltage and have power specifications. */
const POWERED_CATEGORIES = ['LED Grow Lights', 'HID Lighting'];
/** Categories that take cords: the fixtures and their controllers. */
const CORDED_CATEGORIES = [...POWERED_CATEGORIES, 'Environmental Controllers', 'Controllers'];

export const isPowered = (product: Product) => POWERED_CATEGORIES.includes(product.category ?? '');
export const takesCords = (product: Product) =>
  CORDED_CATEGORIES.includes(product.category ?? '') || CORDED_CATEGORIES.includes(product.subcategory ?? '');

export interface VoltageOption {
  label: '120V' | '240V' | '277V';
  watts: number;
}

const present = (value: unknown): value is number | string =>
  value !== undefined && value !== null && value !== '' && Number.isFinite(Number(value));

/** 120, 240 (from the 208 or 240 V figure) and 277, each only when its wattage is known. */
export function voltageOptions(product: Product): VoltageOption[] {
  if (!isPowered(product)) return [];
  const options: VoltageOption[] = [];
  if (present(product.wattage_120v)) options.push({ label: '120V', watts: Number(product.wattage_120v) });
  const at240 = present(product.wattage_240v) ? product.wattage_240v : product.wattage_208v;
  if (present(at240)) options.push({ label: '240V', watts: Number(at240) });
  if (present(product.wattage_277v)) options.push({ label: '277V', watts: Number(product.wattage_277v) });
  return options;
}

export const DEFAULT_VOLTAGE = '120V';

/** The default 120V when offered, else the first option there is. */
export const defaultVoltage = (options: VoltageOption[]) =>
  options.find((option) => option.label === DEFAULT_VOLTAGE)?.label ?? options[0]?.label;

/** Detail quantity stays between 1 and the stock: nobody can ask for more than is on hand. */
export const clampQuantity = (quantity: number, stock: number) => Math.max(1, Math.min(quantity, Math.max(stock, 1)));

/** Stock up to 5 is always called out; above that, only once the buyer hits the ceiling. */
const SCARCE_UP_TO = 5;

export function stockNotice(stock: number, quantity: number): string | undefined {
  if (stock >= 1 && stock <= SCARCE_UP_TO) return `Only ${stock} units left in stock.`;
  if (stock > SCARCE_UP_TO && quantity >= stock) return `You've reached the maximum available stock (${stock} units).`;
  return undefined;
}

export const RELATED_DEFAULT = 8;
export const RELATED_MAX = 12;

/** Other products, the same category first, keeping the catalogue's order within each group. */
export function relatedProducts(all: readonly Product[], product: Product, limit = RELATED_DEFAULT): Product[] {
  const count = Math.min(Math.max(limit, 0), RELATED_MAX);
  const others = all.filter((candidate) => candidate.sku !== product.sku);
  const same = others.filter((candidate) => candidate.category === product.category);
  const rest = others.filter((candidate) => candidate.category !== product.category);
  return [...same, ...rest].slice(0, count);
}

/**
 * What the product page shows of the catalogue, in the catalogue's order: the product, its cords
 * and its related products. The page's rules give the same answers on this part as on the whole
 * list: whatever else it holds ranks after the related products it has.
 */
export function productPageProducts(all: readonly Product[], sku: string): Product[] {
  const product = findBySku(all, sku);
  if (!product) return [];
  const cords = takesCords(product) ? productsBySkus(all, compatibleCordSkus(product)) : [];
  const shown = new Set([product, ...relatedProducts(all, product), ...cords]);
  return all.filter((candidate) => shown.has(candidate));
}

/** Products in a list, in the order of the given SKUs, skipping ones not on sale. */
export function productsBySkus(all: readonly Product[], skus: readonly string[]): Product[] {
  return skus.map((sku) => findBySku(all, sku)).filter((product): product is Product => !!product);
}

/** Compatible cables per page: 4, 3, 2 or 1 at 1024, 768, 640 px and below. */
export function cordsPerPage(width: { atLeast1024: boolean; atLeast768: boolean; atLeast640: boolean }): number {
  if (width.atLeast1024) return 4;
  if (width.atLeast768) return 3;
  if (width.atLeast640) return 2;
  return 1;
}

export const pageCountOf = (items: number, perPage: number) => Math.max(1, Math.ceil(items / Math.max(perPage, 1)));

/** Arrows wrap around: past the last page is the first, before the first is the last. */
export const wrapPage = (page: number, pages: number) => ((page % pages) + pages) % pages;
