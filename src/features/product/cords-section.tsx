import { compatibleCordSkus } from '../../shared/content/product-knowledge';
import type { Product } from '../../shared/product';
import { CordsCarousel } from './cords-carousel';
import { PRODUCT_TEXT } from './messages';
import { productsBySkus } from './model';
import classes from './product.module.css';

export function CordsSection({ product, catalogue }: { product: Product; catalogue: readonly Product[] }) {
  const cords = productsBySkus(catalogue, compatibleCordSkus(product)).filter((cord) => cord.sku !== product.sku);
  return (
    <section className={classes.section} aria-labelledby="cords-heading">
      <h2 id="cords-heading">{PRODUCT_TEXT.cords}</h2>
      {cords.length ? <CordsCarousel cords={cords} /> : <p>{PRODUCT_TEXT.cordsFallback}</p>}
    </section>
  );
}
