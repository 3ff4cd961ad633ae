import { categoryBySlug, type CategorySlug, type CordType } from '../../shared/content/categories';
import { productPrice, type Product } from '../../shared/product';

/** Filtering, sorting and price clamps of the catalogue, as pure functions. */

export const PRICE_FLOOR = 0;
export const PRICE_CEILING = 3000;

/**
 * 100 W bands on the first of the 120, 208 or 240 V wattages; the ends are open (under 100 W, 1000 W or more).
 * URL values are ranges, not bare numbers, which the router would write as JSON strings ("300").
 */
export const WATT_BANDS = [
  { value: 'under-100', label: '-100W', from: 0, below: 100 },
  { value: '100-199', label: '100W', from: 100, below: 200 },
  { value: '300-399', label: '300W', from: 300, below: 400 },
  { value: '600-699', label: '600W', from: 600, below: 700 },
  { value: '700-799', label: '700W', from: 700, below: 800 },
  { value: '1000-plus', label: '+1000W', from: 1000, below: Number.POSITIVE_INFINITY },
] as const;

export type WattBand = (typeof WATT_BANDS)[number]['value'];

/** The voltage filter's options, matched exactly against `voltage_range`. */
export const VOLTAGE_RANGES = [
  '100-277V',
  '110-277V',
  '120-277V',
  '187-290V',
  '249-290V',
  '249-305V',
  '432-505V',
] as const;

export type VoltageRange = (typeof VOLTAGE_RANGES)[number];

export type SortOrder = 'price-desc' | 'price-asc';
export const DEFAULT_SORT: SortOrder = 'price-desc';

export interface CatalogueFilters {
  category?: CategorySlug;
  sub?: CordType;
  watts?: WattBand;
  voltage?: VoltageRange;
  min?: number;
  max?: number;
  sort?: SortOrder;
}

const CORDS: CategorySlug = 'cords-accessories';

export const minPriceOf = (filters: CatalogueFilters) => filters.min ?? PRICE_FLOOR;
export const maxPriceOf = (filters: CatalogueFilters) => filters.max ?? PRICE_CEILING;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The minimum stays between 0 and the current maximum, so the range never turns inside out. */
export const clampMinPrice = (value: number, currentMax: number) =>
  clamp(Number.isFinite(value) ? value : PRICE_FLOOR, PRICE_FLOOR, currentMax);

/** The maximum stays between the current minimum and 3000, the top of the price range. */
export const clampMaxPrice = (value: number, currentMin: number) =>
  clamp(Number.isFinite(value) ? value : PRICE_CEILING, currentMin, PRICE_CEILING);

/** Default values stay out of the URL, so a shared link carries only what the user chose. */
function tidy(filters: CatalogueFilters): CatalogueFilters {
  const next: CatalogueFilters = {};
  if (filters.category) next.category = filters.category;
  if (filters.sub && filters.category === CORDS) next.sub = filters.sub;
  if (filters.watts) next.watts = filters.watts;
  if (filters.voltage) next.voltage = filters.voltage;
  if (filters.min !== undefined && filters.min !== PRICE_FLOOR) next.min = filters.min;
  if (filters.max !== undefined && filters.max !== PRICE_CEILING) next.max = filters.max;
  if (filters.sort && filters.sort !== DEFAULT_SORT) next.sort = filters.sort;
  return next;
}

/**
 * Choosing the active category again means All Products; leaving Cords & Accessory drops the
 * cord subcategory, which means nothing on another shelf. Wattage, voltage, price and sort carry over: they describe what the
 * buyer needs, whichever shelf they look at.
 */
export function selectCategory(filters: CatalogueFilters, slug: CategorySlug | undefined): CatalogueFilters {
  const category = slug === filters.category ? undefined : slug;
  return tidy({ ...filters, category, sub: category === CORDS ? filters.sub : undefined });
}

const toggle = <T>(current: T | undefined, chosen: T) => (current === chosen ? undefined : chosen);

export const selectSub = (filters: CatalogueFilters, sub: CordType) =>
  tidy({ ...filters, category: CORDS, sub: toggle(filters.sub, sub) });

export const selectWatts = (filters: CatalogueFilters, watts: WattBand) =>
  tidy({ ...filters, watts: toggle(filters.watts, watts) });

export const selectVoltage = (filters: CatalogueFilters, voltage: VoltageRange) =>
  tidy({ ...filters, voltage: toggle(filters.voltage, voltage) });

export const setMinPrice = (filters: CatalogueFilters, value: number) =>
  tidy({ ...filters, min: clampMinPrice(value, maxPriceOf(filters)) });

export const setMaxPrice = (filters: CatalogueFilters, value: number) =>
  tidy({ ...filters, max: clampMaxPrice(value, minPriceOf(filters)) });

export const setSort = (filters: CatalogueFilters, sort: SortOrder) => tidy({ ...filters, sort });

/** Keeps the category and sort; drops the narrowing filters. */
export const clearFilters = (filters: CatalogueFilters) => tidy({ category: filters.category, sort: filters.sort });

const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The wattage the filter reads: the first present of the 120, 208 and 240 V figures. */
export function wattageOf(product: Product): number | undefined {
  for (const value of [product.wattage_120v, product.wattage_208v, product.wattage_240v]) {
    if (isPresent(value) && Number.isFinite(Number(value))) return Number(value);
  }
  return undefined;
}

export function inWattBand(product: Product, band: WattBand): boolean {
  const watts = wattageOf(product);
  const spec = WATT_BANDS.find((entry) => entry.value === band);
  return watts !== undefined && !!spec && watts >= spec.from && watts < spec.below;
}

export function inCategory(product: Product, slug: CategorySlug | undefined): boolean {
  if (!slug) return true;
  return product.category === categoryBySlug(slug)?.name;
}

const cordTypeOf = (product: Product) => (typeof product.cord_type === 'string' ? product.cord_type : undefined);

/** Everything but the category: the filters a buyer can clear. */
function passesNarrowing(product: Product, filters: CatalogueFilters): boolean {
  if (filters.sub && cordTypeOf(product) !== filters.sub) return false;
  if (filters.watts && !inWattBand(product, filters.watts)) return false;
  if (filters.voltage && product.voltage_range?.trim() !== filters.voltage) return false;
  const price = productPrice(product);
  return price >= minPriceOf(filters) && price <= maxPriceOf(filters);
}

export function sortByPrice(products: readonly Product[], sort: SortOrder = DEFAULT_SORT): Product[] {
  const direction = sort === 'price-asc' ? 1 : -1;
  return [...products].sort((a, b) => direction * (productPrice(a) - productPrice(b)));
}

export interface CatalogueView {
  /** Products of the chosen category before the narrowing filters. */
  inCategoryCount: number;
  products: Product[];
}

export function viewCatalogue(products: readonly Product[], filters: CatalogueFilters): CatalogueView {
  const shelf = products.filter((product) => inCategory(product, filters.category));
  return {
    inCategoryCount: shelf.length,
    products: sortByPrice(
      shelf.filter((product) => passesNarrowing(product, filters)),
      filters.sort,
    ),
  };
}

/**
 * What the catalogue and search pages are handed: every product, without the long texts only a
 * product page shows, a third of the list's bytes (decision 202).
 */
export const cataloguePageProducts = (all: readonly Product[]): Product[] =>
  all.map(({ short_description: _short, long_description: _long, important_notes: _notes, ...shown }) => shown);
