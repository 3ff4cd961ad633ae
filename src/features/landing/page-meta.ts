import type { LandingPageConfig } from '../../shared/content/landing';
import { pageHead, type HeadContext } from '../../lib/page-head';

/** An iLogic Plus landing page's `head`. */
export const landingHead = (config: LandingPageConfig, context: HeadContext) =>
  pageHead({ title: `iLogic ${config.family} ${config.wattage}`, description: config.tagline, path: `/ilogic-plus-${config.model}`, image: config.heroImage }, context);
