import type { ProductList } from './api';
import type { Product } from '../shared/product';

/**
 * What route loaders may read. The server fills it from its own catalogue, so a page renders
 * with its data and the browser starts from the same; in the browser it is empty and each page
 * fetches what it needs itself, as it does after every navigation.
 */
export interface RouterContext {
  /** The storefront's public address (PUBLIC_URL), for the whole addresses in a page's head. */
  publicUrl?: string;
  catalogue?: {
    list: () => Promise<ProductList>;
    product: (id: number) => Promise<Product | null>;
  };
}
