import { Breadcrumbs } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { subcategorySlug } from '../../content/categories';
import type { Product } from '../../lib/product';
import { PRODUCT_TEXT } from './messages';
import classes from './product.module.css';

/** Shop › subcategory › item (02 §2.2); the subcategory link lands on its catalogue shelf. */
export function ProductBreadcrumb({ product }: { product: Product }) {
  const subcategory = product.subcategory?.trim();
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs className={classes.breadcrumb} separator="›">
        <Link to="/categories">{PRODUCT_TEXT.shop}</Link>
        {subcategory ? (
          <Link to="/categories" hash={subcategorySlug(subcategory)}>
            {subcategory}
          </Link>
        ) : (
          <Link to="/categories">{product.category ?? PRODUCT_TEXT.shop}</Link>
        )}
        <span aria-current="page">{product.item_name}</span>
      </Breadcrumbs>
    </nav>
  );
}
