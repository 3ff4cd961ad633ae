import { Link } from '@tanstack/react-router';
import { subcategoryLabel, subcategorySlug } from '../../shared/content/categories';
import type { Product } from '../../shared/product';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';

/** Shop › subcategory › item; the subcategory link lands on its catalogue shelf. */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const subcategory = product.subcategory?.trim();
  return (
    <nav aria-label="Breadcrumb">
      <ol className={classes.breadcrumb}>
        <li>
          <Link to="/categories">{PRODUCT_TEXT.shop}</Link>
        </li>
        <li>
          {subcategory ? (
            <Link to="/categories" hash={subcategorySlug(subcategory)}>
              {subcategoryLabel(subcategory)}
            </Link>
          ) : (
            <Link to="/categories">{product.category ?? PRODUCT_TEXT.shop}</Link>
          )}
        </li>
        <li aria-current="page">{product.item_name}</li>
      </ol>
    </nav>
  );
}
