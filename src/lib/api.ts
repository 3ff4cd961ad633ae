import { readProductList } from './product-list';
import type { Product } from './product';

/** GET /api/products: the active catalogue, in any answer shape the server may give (02 §7). */
export async function fetchProducts(signal?: AbortSignal): Promise<Product[]> {
  const response = await fetch('/api/products', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error('Failed to fetch products');
  return readProductList(await response.json());
}

/** GET /api/products/:id, by numeric id or SKU; a non-OK status gives 'Error: {status}' (02 §7). */
export async function fetchProduct(id: number | string, signal?: AbortSignal): Promise<Product> {
  const response = await fetch(`/api/products/${encodeURIComponent(String(id))}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Error: ${response.status}`);
  return (await response.json()) as Product;
}
