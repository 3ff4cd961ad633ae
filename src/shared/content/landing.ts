/**
 * The iLogic Plus landing pages: one page per fixture wattage, each loading its numeric
 * catalogue id. The URL token is the wattage in lower case, e.g. /ilogic-plus-1050w.
 */

export const LANDING_MODELS = ['1050w', '700w', '1030w', '630w', '340w'] as const;
export type LandingModel = (typeof LANDING_MODELS)[number];

export type LandingFamily = 'MS Plus' | 'FS Plus';

/** A marketing figure shown in the highlights band; each model has its own fixed figures. */
export interface LandingFigure {
  label: string;
  value: string;
}

export interface LandingPageConfig {
  model: LandingModel;
  /** Numeric product id the page loads from GET /api/products/:id; the seeded ids are fixed. */
  productId: number;
  /** Catalogue SKU, for the "View in shop" link. */
  sku: string;
  family: LandingFamily;
  wattage: string;
  /** Shown under the product name when the catalogue carries no hero description. */
  tagline: string;
  heroImage: string;
  figures: readonly LandingFigure[];
}

const MS_HERO = '/landing/ms-plus-hero.svg';
const FS_HERO = '/landing/fs-plus-hero.svg';

export const LANDING_PAGES: Readonly<Record<LandingModel, LandingPageConfig>> = {
  '1050w': {
    model: '1050w',
    productId: 9,
    sku: 'IL-L1050MS',
    family: 'MS Plus',
    wattage: '1050W',
    tagline: 'Flagship output for high-ceiling commercial rooms: more photons per watt, no fans, no noise.',
    heroImage: MS_HERO,
    figures: [
      { label: 'PPF', value: '3483 µmol/s' },
      { label: 'Efficacy', value: '3.05 µmol/J' },
    ],
  },
  '700w': {
    model: '700w',
    productId: 8,
    sku: 'IL-L700MS',
    family: 'MS Plus',
    wattage: '700W',
    tagline: 'The MS Plus platform sized for 4×4 and 5×5 canopies and multi-tier benches.',
    heroImage: MS_HERO,
    figures: [],
  },
  '1030w': {
    model: '1030w',
    productId: 7,
    sku: 'IL-L1030FS',
    family: 'FS Plus',
    wattage: '1030W',
    tagline: 'A full-spectrum HPS replacement that puts out more light on less power.',
    heroImage: FS_HERO,
    figures: [{ label: 'PPF', value: '3140 µmol' }],
  },
  '630w': {
    model: '630w',
    productId: 6,
    sku: 'IL-L630FS',
    family: 'FS Plus',
    wattage: '630W',
    tagline: 'Double-ended HPS intensity for flowering rooms, at a fraction of the heat.',
    heroImage: FS_HERO,
    figures: [],
  },
  '340w': {
    model: '340w',
    productId: 5,
    sku: 'IL-L340FS',
    family: 'FS Plus',
    wattage: '340W',
    tagline: 'Compact full-spectrum light for propagation, mother rooms and tents.',
    heroImage: FS_HERO,
    figures: [],
  },
};

const isLandingModel = (token: string): token is LandingModel =>
  (LANDING_MODELS as readonly string[]).includes(token);

/** The page for a URL token, or undefined when the token names no iLogic Plus fixture. */
export function landingPage(token: string): LandingPageConfig | undefined {
  const normalised = token.toLowerCase();
  return isLandingModel(normalised) ? LANDING_PAGES[normalised] : undefined;
}

/** Marketing copy shared by every iLogic Plus page. */
export const LANDING_COPY = {
  heroBuy: 'BUY NOW',
  heroAddToCart: 'ADD TO CART',
  viewInShop: 'View in shop',
  productSpecsTitle: 'Product Specifications',
  physicalSpecsTitle: 'Physical Specifications',
  specSheet: 'SPEC SHEET',
  manual: 'MANUAL',
  warranty: '5 year',
  warrantyTitle: '5 year warranty',
  warrantyText:
    'Every iLogic Plus fixture is covered for five years on the driver, diodes and housing. If a fixture fails in that time, the RMA desk replaces it.',
  fsPlusInput: 'FS Plus input: 110V to 277V at 50/60Hz',
  sections: [
    {
      title: 'Passive cooling, no fans',
      text: 'Heat leaves through an extruded aluminium frame that doubles as the heat sink. With no fans there is nothing to clog with dust, nothing to fail at 3 a.m., and no noise in the room. The driver sits on its own bracket so it can be mounted remotely, taking its heat out of the canopy.',
    },
    {
      title: 'Full spectrum',
      text: 'White diodes blended with deep red (660 nm) cover the whole photosynthetically active range, from blue for compact, sturdy growth to red for flowering. Plants look natural under the light, so growers can spot deficiencies and pests by eye.',
    },
    {
      title: 'Dimming',
      text: 'Every fixture dims from full output down to 10%, either from the knob on the driver or from a controller. Run seedlings and clones gently, then ramp up intensity as the canopy fills in.',
    },
    {
      title: 'Build quality',
      text: 'IP-rated, conformally coated boards, tempered mounting hardware and a locking Wieland-style connector. Built for the humidity and washdowns of a commercial room, not just a tent.',
    },
  ],
  controller: {
    title: 'Plus Controller',
    text: 'Run a whole facility from one panel. The Plus Controller drives up to 256 fixtures per channel on 2 channels, with sunrise and sunset ramps, schedules and temperature shut-down. Optional 0-10 control with an adapter.',
    image: '/landing/plus-controller.svg',
    buy: 'BUY NOW',
    view: 'VIEW NOW',
    sku: 'IL-RS-485-PLUS',
  },
} as const;
