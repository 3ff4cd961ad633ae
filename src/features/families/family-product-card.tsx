import { Link } from '@tanstack/react-router';
import { formatPrice } from '../../lib/format';
import { productPhotos, productPrice, type Product } from '../../shared/product';
import classes from './family-page.module.css';

/** A compact card in the family's colours; the whole card opens the product page. */
export function FamilyProductCard({ product }: { product: Product }) {
  const photo = productPhotos(product)[0];
  const price = productPrice(product);
  return (
    <Link to="/product/$sku" params={{ sku: product.sku }} className={classes.card} data-testid="family-product">
      <span className={classes.cardImage}>
        {photo ? <img src={photo} alt="" loading="lazy" width={240} height={180} /> : null}
      </span>
      <span className={classes.cardName}>{product.item_name}</span>
      <span className={classes.cardSku}>SKU: {product.sku}</span>
      {price > 0 ? <span className={classes.cardPrice}>{formatPrice(price)}</span> : null}
    </Link>
  );
}
