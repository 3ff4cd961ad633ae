import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCart } from '../../lib/cart/cart-provider';
import { formatPrice } from '../../lib/format';
import { productPhotos, productPrice, stockOf, type Product } from '../../shared/product';
import { stockStatusOf, stockText } from '../../lib/stock';
import { ADD_TO_CART_FAILED, toCartProduct } from '../../lib/cart/cart-product';
import { AddedConfirmation, useAddedConfirmation } from './added-confirmation';
import CompareToggle from './compare-toggle';
import { PLACEHOLDER_IMAGE } from './placeholder-image';
import classes from './product-card.module.css';
import { onImageError } from '../../lib/image-error';

/** How long the card's button reads 'Added!'. */
export const CARD_ADDED_MS = 600;

export const CARD_TEXTS = { add: 'Add to Cart', added: 'Added!' } as const;

const showPlaceholder = (image: HTMLImageElement) => {
  // Guard against a loop should the placeholder itself fail.
  if (image.src !== PLACEHOLDER_IMAGE) image.src = PLACEHOLDER_IMAGE;
};

/**
 * A catalogue tile: photo, name, price, stock line and Add to Cart. The photos of tiles on the
 * first screen (`firstScreen`) load at once, as the page's largest paint; the rest as they near it.
 */
export function ProductCard({ product, firstScreen = false }: { product: Product; firstScreen?: boolean }) {
  const addItem = useCart((cart) => cart.addItem);
  const added = useAddedConfirmation(CARD_ADDED_MS);
  const [failed, setFailed] = useState(false);
  const stock = stockOf(product);
  const status = stockStatusOf(stock);
  const photo = productPhotos(product)[0] ?? PLACEHOLDER_IMAGE;

  const add = () => {
    const ok = addItem(toCartProduct(product));
    setFailed(!ok);
    if (ok) added.confirm();
  };

  return (
    <article className={classes.card} aria-label={product.item_name}>
      <Link to="/product/$sku" params={{ sku: product.sku }} className={classes.link}>
        <img
          className={classes.image}
          src={photo}
          alt={product.item_name}
          width={400}
          height={400}
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : undefined}
          decoding="async"
          {...onImageError(showPlaceholder)}
        />
        <div className={classes.body}>
          <h3 className={classes.name}>{product.item_name}</h3>
          <span className={classes.price}>{formatPrice(productPrice(product))}</span>
          <span className={classes.stock} data-status={status}>
            {stockText(stock)}
          </span>
        </div>
      </Link>
      <div className={classes.actions}>
        <Button fullWidth onClick={add} disabled={status === 'out_of_stock'}>
          {added.labelled ? CARD_TEXTS.added : CARD_TEXTS.add}
        </Button>
        <AddedConfirmation shown={added.confirmed} text={CARD_TEXTS.added} />
        {failed && (
          <p className={classes.error} role="alert">
            {ADD_TO_CART_FAILED}
          </p>
        )}
        <CompareToggle sku={product.sku} onCard />
      </div>
    </article>
  );
}
