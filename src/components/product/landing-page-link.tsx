import { Link } from '@tanstack/react-router';
import { LANDING_PAGES } from '../../shared/content/landing';
import type { Product } from '../../shared/product';
import classes from './landing-page-link.module.css';

/** The iLogic Plus page whose fixture this product is: the page loads the product by its id. */
export function landingPageOf(product: Product) {
  return Object.values(LANDING_PAGES).find((page) => page.productId === Number(product.id));
}

/** A link to the product's iLogic Plus page; nothing for a product that has none. */
export function LandingPageLink({ product }: { product: Product }) {
  const page = landingPageOf(product);
  if (!page) return null;
  return (
    <Link to="/ilogic-plus-{$model}" params={{ model: page.model }} className={classes.link}>
      {`Explore the iLogic ${page.family} ${page.wattage}`}
    </Link>
  );
}
