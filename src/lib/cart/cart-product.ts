import type { CartProduct } from './cart-model';
import { productPhotos, productPrice, stockOf, type Product } from '../../shared/product';
import { stockStatusOf } from '../stock';

/**
 * The cart line for a product (id, name, price, image, model, voltage, watts, quantity limits and
 * stock status), with the voltage and wattage the buyer picked.
 */
export function toCartProduct(product: Product, choice: { voltage?: string; watts?: number } = {}): CartProduct {
  const stock = stockOf(product);
  return {
    id: product.id,
    name: product.item_name,
    price: productPrice(product),
    image: productPhotos(product)[0],
    model: product.sku,
    voltage: choice.voltage ?? product.voltage_range,
    watts: choice.watts ?? firstWattage(product),
    maxQuantity: stock,
    stockStatus: stockStatusOf(stock),
  };
}

function firstWattage(product: Product): number | undefined {
  const value = [product.wattage_120v, product.wattage_208v, product.wattage_240v, product.wattage_277v].find(
    (watts) => watts !== undefined && watts !== null,
  );
  return value ?? undefined;
}

export const ADD_TO_CART_FAILED = 'Failed to add to cart';
/** Under the product page's ADD TO CART, for a while after its short ADDED!. */
export const ADDED_TO_CART = 'Added to your cart';
