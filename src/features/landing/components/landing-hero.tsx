import { Button, Skeleton, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { NotSavedOffline } from '../../../components/offline/not-saved-offline';
import { LANDING_COPY, type LandingPageConfig } from '../../../shared/content/landing';
import { LOAD_ERROR_TEXT, type LandingProduct } from '../model';
import type { LandingProductState } from '../use-landing-product';
import classes from './landing.module.css';

interface LandingHeroProps {
  config: LandingPageConfig;
  state: LandingProductState & { retry: () => void };
  name: string;
}

/**
 * The hero BUY NOW and add-to-cart buttons only write to the console, as the landing pages are
 * specified to do;
 * the "View in shop" link is the working path to the product (docs/decisions/071).
 */
function logHeroAction(action: string, product: LandingProduct) {
  console.log(`${action}: ${product.item_name ?? product.sku}`);
}

export function LandingHero({ config, state, name }: LandingHeroProps) {
  if (state.loading) {
    return (
      <section className={classes.hero} aria-busy="true" aria-label={`Loading iLogic ${config.family} ${config.wattage}`}>
        <Skeleton height={700} radius={0} data-testid="landing-hero-skeleton" />
      </section>
    );
  }

  if (state.unreachable) {
    return (
      <section className={classes.hero}>
        <NotSavedOffline heading="h1" onRetry={state.retry} />
      </section>
    );
  }

  if (state.error || !state.product) {
    return (
      <section className={classes.hero}>
        <p role="alert" className={classes.errorBox}>
          <span lang="es">{LOAD_ERROR_TEXT}</span>: {state.error}
        </p>
      </section>
    );
  }

  const product = state.product;
  return (
    <section className={`${classes.hero} ${classes.heroShade}`} aria-labelledby="landing-title">
      <img
        className={classes.heroImage}
        src={config.heroImage}
        alt=""
        width={1440}
        height={700}
        fetchPriority="high"
      />
      <div className={classes.heroContent}>
        <span className={classes.eyebrow}>
          iLogic {config.family} · {config.wattage}
        </span>
        <Title order={1} id="landing-title">
          {name}
        </Title>
        <p className={classes.heroText}>{product.hero_description || config.tagline}</p>
        <div className={classes.heroActions}>
          <Button size="lg" onClick={() => logHeroAction(LANDING_COPY.heroBuy, product)}>
            {LANDING_COPY.heroBuy}
          </Button>
          <Button size="lg" variant="white" onClick={() => logHeroAction(LANDING_COPY.heroAddToCart, product)}>
            {LANDING_COPY.heroAddToCart}
          </Button>
          <Link className={classes.shopLink} to="/product/$sku" params={{ sku: product.sku || config.sku }}>
            {LANDING_COPY.viewInShop}
          </Link>
        </div>
      </div>
    </section>
  );
}
