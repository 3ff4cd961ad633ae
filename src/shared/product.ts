/** The product record the server sends, and the readings every page shares. */

export interface Measure {
  inches?: number;
  millimeters?: number;
  pounds?: number;
  kilograms?: number;
}

export interface Product {
  id: number;
  item_name: string;
  sku: string;
  brand?: string;
  category?: string;
  subcategory?: string | null;
  msrp?: number | null;
  map?: number | null;
  wholesale?: number | null;
  price?: number | null;
  currency?: string;
  photo_1?: string | null;
  photo_2?: string | null;
  photo_3?: string | null;
  photo_4?: string | null;
  photo_5?: string | null;
  short_description?: string;
  long_description?: string;
  important_notes?: string;
  spec_sheet?: string | null;
  manual?: string | null;
  voltage_range?: string;
  rated_voltage?: string;
  wattage_120v?: number | null;
  wattage_208v?: number | null;
  wattage_240v?: number | null;
  wattage_277v?: number | null;
  amperage_120v?: number | null;
  amperage_208v?: number | null;
  amperage_240v?: number | null;
  amperage_277v?: number | null;
  ppf?: string | number | null;
  efficacy?: string | number | null;
  standalone_cover_area?: string;
  mounting_height?: string;
  dimmable?: string | boolean;
  ip_certification?: string;
  warranty?: string;
  certifications?: string;
  length?: Measure;
  width?: Measure;
  height?: Measure;
  weight?: Measure;
  qty?: number | string;
  stock_quantity?: number | string;
  inventory?: number | string;
  quantity?: number | string;
  stock?: number | string;
  available_quantity?: number | string;
  [field: string]: unknown;
}

/** Price shown for a product: the first present of msrp, map, wholesale. */
export function productPrice(product: Pick<Product, 'msrp' | 'map' | 'wholesale' | 'price'>): number {
  for (const value of [product.msrp, product.map, product.wholesale, product.price]) {
    if (value !== undefined && value !== null && value !== ('' as unknown) && !Number.isNaN(Number(value))) {
      return Number(value);
    }
  }
  return 0;
}

const STOCK_FIELDS = ['qty', 'stock_quantity', 'inventory', 'quantity', 'stock', 'available_quantity'] as const;

/** Stock quantity from the first available field, parsed as a number, default 0. */
export function stockOf(product: Product): number {
  for (const field of STOCK_FIELDS) {
    const value = product[field];
    if (value !== undefined && value !== null && value !== '') {
      const parsed = Number.parseInt(String(value), 10);
      return Number.isNaN(parsed) ? 0 : parsed;
    }
  }
  return 0;
}

/** Products with no subcategory, or the subcategory Inactive, are hidden everywhere. */
export function isActive(product: Pick<Product, 'subcategory'>): boolean {
  const subcategory = product.subcategory?.trim();
  return !!subcategory && subcategory.toLowerCase() !== 'inactive';
}

/** A product by SKU, whatever its case: links and people type SKUs in either. */
export const findBySku = (products: readonly Product[], sku: string) =>
  products.find((product) => product.sku.toLowerCase() === sku.toLowerCase());

export const productPhotos = (product: Product): string[] =>
  [product.photo_1, product.photo_2, product.photo_3, product.photo_4, product.photo_5].filter(
    (photo): photo is string => !!photo,
  );
