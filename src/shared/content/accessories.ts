/** Grow room accessories page: its sections and the products each one lists. */

/** The maker's web shop, where some accessories are bought directly. */
export const SHOP_HOST = 'https://shop.verdantgrowlights.com';

export type HangerSku = 'ILUM-CHanger' | 'ILUM-CHangerCMH' | 'ILUM-CHangerDECMH';

export interface AccessoryItem {
  name: string;
  detail: string;
  sku?: string;
  /** Opens the product page of the store. */
  productSku?: HangerSku;
  /** Bought on the web shop, in a new tab. */
  buyUrl?: string;
  specSheetUrl?: string;
}

export interface AccessorySection {
  key: string;
  title: string;
  description: string;
  image: string;
  items: readonly AccessoryItem[];
}

export const ACCESSORIES_INTRO = {
  heading: 'Grow Room Accessories',
  text: 'The parts that finish an installation: shields and reflectors that put the light where the plants are, and the hangers, ratchets and cables that hold every fixture safely at the right height.',
  shopCords: 'SHOP CORDS',
  specSheet: 'Spec Sheet',
  buy: 'Buy Now',
  view: 'View Product',
} as const;

export const ACCESSORY_SECTIONS: readonly AccessorySection[] = [
  {
    key: 'glass-shield',
    title: 'DE Lamp Glass Shield',
    description:
      'A tempered glass shield that closes the underside of a double-ended reflector. It keeps moisture and spray away from the hot lamp, and holds the lamp in place if it ever breaks.',
    image: '/support/accessory-glass-shield.svg',
    items: [
      {
        name: 'DE lamp glass shield',
        detail: 'Tempered glass with a stainless clip frame; fits our 1000W double-ended reflectors.',
        sku: 'IL-DE-GLASS',
        buyUrl: `${SHOP_HOST}/products/de-lamp-glass-shield`,
        specSheetUrl: `${SHOP_HOST}/documents/de-lamp-glass-shield-spec-sheet.pdf`,
      },
    ],
  },
  {
    key: 'deep-reflector',
    title: 'Deep Reflector',
    description:
      'A deep parabolic reflector concentrates the light in a tighter footprint with higher intensity at the centre: the choice for tall rooms where fixtures hang higher above the canopy.',
    image: '/support/accessory-deep-reflector.svg',
    items: [
      {
        name: 'Deep reflector, double-ended',
        detail: 'High-purity aluminium insert with 95% reflectivity; for ceilings above 10 ft.',
        sku: 'IL-REF-DEEP',
        specSheetUrl: `${SHOP_HOST}/documents/deep-reflector-spec-sheet.pdf`,
      },
    ],
  },
  {
    key: 'wide-reflector',
    title: 'Wide Reflector',
    description:
      'A wide, shallow reflector spreads the light evenly over a larger area, so a room needs fewer fixtures and the canopy edges get as much light as the centre.',
    image: '/support/accessory-wide-reflector.svg',
    items: [
      {
        name: 'Wide reflector, double-ended',
        detail: 'Covers a 5×5 ft area evenly at 36 inches above the canopy.',
        sku: 'IL-REF-WIDE',
        buyUrl: `${SHOP_HOST}/products/wide-reflector`,
        specSheetUrl: `${SHOP_HOST}/documents/wide-reflector-spec-sheet.pdf`,
      },
    ],
  },
  {
    key: 'rope-ratchets',
    title: 'Rope Ratchets',
    description:
      'Adjustable rope hangers that raise and lower a fixture in small steps as the plants grow, and lock at any height without tools.',
    image: '/support/accessory-rope-ratchets.svg',
    items: [
      {
        name: 'Rope ratchets, pair',
        detail: 'Each ratchet holds up to 150 lb; 8 ft of braided rope.',
        sku: 'IL-ROPE-RATCHET',
        buyUrl: `${SHOP_HOST}/products/rope-ratchets`,
      },
    ],
  },
  {
    key: 'wire-cables',
    title: 'Wire Cables',
    description:
      'Steel wire hangers for fixtures that stay at a fixed height, or for hanging in humid rooms where rope would wear. The gripper adjusts the length and locks it.',
    image: '/support/accessory-wire-cables.svg',
    items: [
      {
        name: 'Wire cable hangers, set of 2',
        detail: 'Coated steel wire, 10 ft, with adjustable grippers and hooks.',
        sku: 'IL-WIRE-HANG-10',
        buyUrl: `${SHOP_HOST}/products/wire-cable-hangers`,
      },
    ],
  },
  {
    key: 'c-hangers',
    title: 'C Hangers',
    description:
      'C hangers clamp a fixture to a trellis bar or unistrut channel, so a whole row hangs level at one height without ropes.',
    image: '/support/accessory-c-hangers.svg',
    items: [
      { name: 'C hanger', detail: 'For our double-ended HPS fixtures.', productSku: 'ILUM-CHanger' },
      { name: 'C hanger, CMH', detail: 'For our single-ended 315W CMH fixtures.', productSku: 'ILUM-CHangerCMH' },
      { name: 'C hanger, DE CMH', detail: 'For our double-ended 630W and 1000W CMH fixtures.', productSku: 'ILUM-CHangerDECMH' },
    ],
  },
];
