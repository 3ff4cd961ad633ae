import { Badge, Button, Skeleton, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import type { Family } from '../../content/families';
import type { Product } from '../../shared/product';
import { LandingPageLink } from '../../components/product/landing-page-link';
import { FamilyProductCard } from './family-product-card';
import { FAMILY_TEXT, familyLayout } from './model';
import classes from './family-page.module.css';

interface FamilySectionProps {
  family: Family;
  products: Product[];
  loading: boolean;
}

/** One family: its story and logo beside its products, anchored by the family key. */
export function FamilySection({ family, products, loading }: FamilySectionProps) {
  const style = { '--family-accent': family.colours.accent, '--family-surface': family.colours.surface } as CSSProperties;
  const headingId = `${family.key}-title`;
  return (
    <section id={family.key} className={classes.section} style={style} aria-labelledby={headingId}>
      <div className={classes.intro}>
        <img className={classes.logo} src={family.logo} alt={`${family.title} logo`} width={120} height={120} />
        <div>
          <Badge className={classes.tag} variant="filled">
            {family.tag}
          </Badge>
          <Title order={2} id={headingId}>
            {family.title}
          </Title>
          <Text fw={600} className={classes.subtitle}>
            {family.subtitle}
          </Text>
          <Text>{family.description}</Text>
          <Button renderRoot={(props) => <Link {...props} to="/usa-retailers" />} variant="outline" className={classes.retailer} mt="sm">
            {FAMILY_TEXT.findRetailer}
          </Button>
        </div>
      </div>
      {loading ? <FamilySkeletons /> : <FamilyProducts family={family} products={products} />}
    </section>
  );
}

function FamilyProducts({ family, products }: { family: Family; products: Product[] }) {
  const layout = familyLayout(products.length);
  if (layout === 'empty') {
    return (
      <div className={classes.empty}>
        <Text fw={700}>{FAMILY_TEXT.empty}</Text>
        <Text>{FAMILY_TEXT.comingSoon(family.title)}</Text>
      </div>
    );
  }
  if (layout === 'strip') {
    return (
      <div>
        <ul className={classes.strip} aria-label={`${family.title} products`} data-testid="swipe-strip">
          {products.map(familyItem)}
        </ul>
        <Text size="sm" c="dimmed" ta="center">
          {FAMILY_TEXT.swipeHint}
        </Text>
      </div>
    );
  }
  return (
    <ul className={classes.grid} aria-label={`${family.title} products`} data-testid="product-grid">
      {products.map(familyItem)}
    </ul>
  );
}

/** A product's card, and below it the link to its iLogic Plus page when it has one. */
const familyItem = (product: Product) => (
  <li key={product.id}>
    <FamilyProductCard product={product} />
    <LandingPageLink product={product} />
  </li>
);

function FamilySkeletons() {
  return (
    <div className={classes.grid} aria-busy="true" aria-label="Loading products">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={260} radius="md" />
      ))}
    </div>
  );
}
