import type { LandingPageConfig } from '../../shared/content/landing';
import { pageHead } from '../../lib/page-head';

/** An iLogic Plus landing page's `head`. */
export const landingHead = (config: LandingPageConfig) =>
  pageHead({ title: `iLogic ${config.family} ${config.wattage}`, description: config.tagline, path: `/ilogic-plus-${config.model}`, image: config.heroImage });
