import { formatPrice } from '../../lib/format';
import { findBySku, productPrice, type Measure, type Product } from '../../shared/product';
import { COMPARE_TEXT } from './texts';

/** Reading the address: the SKUs, comma-separated, in the order they were chosen. */
export const skusFromSearch = (skus: string | undefined) =>
  [...new Set((skus ?? '').split(',').map((sku) => sku.trim()).filter(Boolean))];

/** The chosen products found in the catalogue, and the SKUs it does not hold. */
export function chosenProducts(products: readonly Product[], skus: readonly string[]) {
  const found: Product[] = [];
  const unknown: string[] = [];
  for (const sku of skus) {
    const product = findBySku(products, sku);
    if (product && !found.includes(product)) found.push(product);
    else if (!product) unknown.push(sku);
  }
  return { found, unknown };
}

const shown = (value: unknown) => {
  if (value === undefined || value === null || value === '') return COMPARE_TEXT.notListed;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

const size = (p: Product) => {
  const parts = [p.length, p.width, p.height].map((measure: Measure | undefined) => measure?.inches);
  return parts.every((inches) => inches !== undefined) ? `${parts.join(' × ')} in` : COMPARE_TEXT.notListed;
};

const weight = (p: Product) =>
  p.weight?.pounds !== undefined ? `${p.weight.pounds} lbs` : p.weight?.kilograms !== undefined ? `${p.weight.kilograms} kg` : COMPARE_TEXT.notListed;

/** The wattages a product lists, one per voltage, said once when they are all the same. */
function watts(p: Product) {
  const listed = ([120, 208, 240, 277] as const)
    .map((volts) => [volts, p[`wattage_${volts}v`]] as const)
    .filter(([, value]) => value !== undefined && value !== null && String(value) !== '');
  if (listed.length === 0) return COMPARE_TEXT.notListed;
  const values = new Set(listed.map(([, value]) => String(value)));
  return values.size === 1 ? `${[...values][0]} W` : listed.map(([volts, value]) => `${value} W at ${volts} V`).join(', ');
}

const ROWS: [keyof typeof COMPARE_TEXT.rows, (p: Product) => string][] = [
  ['price', (p) => formatPrice(productPrice(p))],
  ['sku', (p) => p.sku],
  ['category', (p) => shown(p.category)],
  ['ppf', (p) => shown(p.ppf)],
  ['efficacy', (p) => shown(p.efficacy)],
  ['watts', watts],
  ['voltage', (p) => shown(p.voltage_range)],
  ['cover', (p) => shown(p.standalone_cover_area)],
  ['mounting', (p) => shown(p.mounting_height)],
  ['dimmable', (p) => shown(p.dimmable)],
  ['ip', (p) => shown(p.ip_certification)],
  ['warranty', (p) => shown(p.warranty)],
  ['size', size],
  ['weight', weight],
];

export interface CompareRow {
  key: keyof typeof COMPARE_TEXT.rows;
  label: string;
  values: string[];
  /** Two products or more, and not every value the same. */
  differs: boolean;
}

/** One row per specification, each with a value per product. */
export function compareRows(products: readonly Product[]): CompareRow[] {
  return ROWS.map(([key, read]) => {
    const values = products.map(read);
    return { key, label: COMPARE_TEXT.rows[key], values, differs: products.length > 1 && new Set(values).size > 1 };
  });
}
