import type { APIRequestContext } from '@playwright/test';

/** The catalogue as the shop sees it, read from the real server so tests never hard-code stock. */
export interface ShopProduct {
  id: number;
  sku: string;
  item_name: string;
  category?: string;
  subcategory?: string | null;
  msrp?: number | null;
  map?: number | null;
  wholesale?: number | null;
  stock_quantity?: number;
  voltage_range?: string;
  wattage_120v?: number | null;
  wattage_208v?: number | null;
  wattage_240v?: number | null;
  wattage_277v?: number | null;
  cord_type?: string;
  spec_sheet?: string | null;
  manual?: string | null;
  photo_1?: string | null;
  [field: string]: unknown;
}

const isActive = (product: ShopProduct) => {
  const sub = product.subcategory?.trim();
  return !!sub && sub.toLowerCase() !== 'inactive';
};

export async function activeProducts(request: APIRequestContext): Promise<ShopProduct[]> {
  const response = await request.get('/api/products');
  const body = (await response.json()) as { items: ShopProduct[] };
  return body.items.filter(isActive);
}

export const priceOf = (product: ShopProduct) => Number(product.msrp ?? product.map ?? product.wholesale ?? 0);
export const stockOf = (product: ShopProduct) => Number(product.stock_quantity ?? 0);

export const wattsOf = (product: ShopProduct) =>
  [product.wattage_120v, product.wattage_208v, product.wattage_240v].find((watts) => watts !== undefined && watts !== null);

/** The first active product whose stock is in [low, high]. */
export function withStock(products: ShopProduct[], low: number, high = low, where: (p: ShopProduct) => boolean = () => true) {
  const found = products.find((product) => stockOf(product) >= low && stockOf(product) <= high && where(product));
  if (!found) throw new Error(`The seeded catalogue has no active product with stock ${low}-${high}`);
  return found;
}

export const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(amount);
