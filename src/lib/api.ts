import { readProductList } from '../shared/product-list';
import type { Product } from '../shared/product';

export interface ProductList {
  products: Product[];
  /** When the server produced this list: earlier than now when it came from the offline cache. */
  asOf: number;
}

/** GET /api/products: the active catalogue, in any answer shape the server may give. */
export async function fetchProductList(signal?: AbortSignal): Promise<ProductList> {
  const response = await fetch('/api/products', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error('Failed to fetch products');
  const date = Date.parse(response.headers.get('date') ?? '');
  return { products: readProductList(await response.json()), asOf: Number.isNaN(date) ? Date.now() : date };
}

/** GET /api/products/:id, by numeric id or SKU; a non-OK status gives 'Error: {status}'. */
export async function fetchProduct(id: number | string, signal?: AbortSignal): Promise<Product> {
  const response = await fetch(`/api/products/${encodeURIComponent(String(id))}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Error: ${response.status}`);
  return (await response.json()) as Product;
}
