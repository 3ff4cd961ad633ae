import { useDocumentTitle } from '@mantine/hooks';
import type { LandingPageConfig } from '../../../shared/content/landing';
import { SITE } from '../../../shared/content/site';
import { displayName } from '../model';
import type { Product } from '../../../shared/product';
import { useLandingProduct } from '../use-landing-product';
import { ControllerPromo } from './controller-promo';
import { LandingHero } from './landing-hero';
import { MarketingSections } from './marketing-sections';
import { ProductDownloads } from './product-downloads';
import { SpecTables } from './spec-tables';
import classes from './landing.module.css';

/** One iLogic Plus fixture: hero, specifications once loaded, marketing, controller promo. */
export function LandingPage({ config, product }: { config: LandingPageConfig; product?: Product }) {
  const state = useLandingProduct(config.productId, product);
  const fallbackName = `iLogic ${config.family} ${config.wattage}`;
  const name = state.product ? displayName(state.product, fallbackName) : fallbackName;
  useDocumentTitle(`${name} | ${SITE.name}`);

  return (
    <>
      <LandingHero config={config} state={state} name={name} />
      {state.product && !state.error && (
        <section className={classes.section} aria-label="Specifications">
          <SpecTables product={state.product} />
          <ProductDownloads product={state.product} productName={name} />
        </section>
      )}
      <MarketingSections config={config} />
      <ControllerPromo />
    </>
  );
}
