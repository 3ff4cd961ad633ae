/** Shop categories: URL slugs, the product `category` strings, banner texts. */

export const CATEGORY_SLUGS = [
  'led-grow-lights',
  'hid-lighting',
  'controllers',
  'cords-accessories',
  'grow-light-bulbs',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface Category {
  slug: CategorySlug;
  /** The label shown and the product's `category` value. */
  name: string;
  banner: string;
}

export const ALL_PRODUCTS_LABEL = 'All Products';

export const CATEGORIES: readonly Category[] = [
  {
    slug: 'led-grow-lights',
    name: 'LED Grow Lights',
    banner:
      'Full-spectrum LED fixtures for flowering rooms, vertical racks and greenhouses: high PPF per watt, dimmable drivers and wide input voltage.',
  },
  {
    slug: 'hid-lighting',
    name: 'HID Lighting',
    banner:
      'Double-ended HPS and CMH fixtures for growers who run proven high-intensity discharge rooms, with matching ballasts and reflectors.',
  },
  {
    slug: 'controllers',
    name: 'Controllers',
    banner:
      'Lighting controllers that dim, schedule and protect whole rooms of fixtures from one place, with sunrise and sunset ramps and temperature fold-back.',
  },
  {
    slug: 'cords-accessories',
    name: 'Cords & Accessory',
    banner:
      'Power cords, daisy-chain control cables and adapters sized for each fixture family, so every light in the room connects the right way.',
  },
  {
    slug: 'grow-light-bulbs',
    name: 'Grow Light Bulbs',
    banner: 'Replacement HPS and CMH lamps matched to our ballasts, for a full output restart every season.',
  },
];

export const ALL_PRODUCTS_BANNER =
  'Every fixture, controller, cord and lamp we make. Filter by category, wattage, voltage and price to find the right fit for your room.';

export const CATEGORY_INFO_MISSING = 'Category information not available.';

export const categoryBySlug = (slug: string | undefined): Category | undefined =>
  CATEGORIES.find((category) => category.slug === slug);

/** Old links and the product breadcrumb point at the catalogue with a hash, which still opens the right category. */
const HASH_TO_CATEGORY: Record<string, CategorySlug> = {
  'led-grow-lights': 'led-grow-lights',
  'hid-lighting': 'hid-lighting',
  'hid-accessories': 'hid-lighting',
  'environmental-controllers': 'controllers',
  controllers: 'controllers',
  'lighting-accessories': 'cords-accessories',
  'cords-and-accessory': 'cords-accessories',
  cords: 'cords-accessories',
  'cords-accessories': 'cords-accessories',
  lamps: 'grow-light-bulbs',
  'grow-light-bulbs': 'grow-light-bulbs',
};

export function categoryFromHash(hash: string): CategorySlug | undefined {
  const key = hash.replace(/^#/, '').trim().toLowerCase();
  return Object.hasOwn(HASH_TO_CATEGORY, key) ? HASH_TO_CATEGORY[key] : undefined;
}

/** Cord subcategories of Cords & Accessory, matched on the product's `cord_type`. */
export const CORD_TYPES = [
  { value: 'cable-logic', label: 'Cable Logic' },
  { value: 'cloning-cords', label: 'Cloning Cords' },
  { value: 'hids-cords', label: 'HID Cords' },
  { value: 'under-canopy', label: 'Under Canopy' },
  { value: 'ilx-cords', label: 'iLX Cords' },
  { value: 'controllers', label: 'Controllers' },
] as const;

export type CordType = (typeof CORD_TYPES)[number]['value'];

const SUBCATEGORY_SLUGS: Record<string, string> = {
  'LED Grow Lights': 'led-grow-lights',
  'HID Lighting': 'hid-lighting',
  'HID ACCESSORIES': 'hid-lighting',
  'Environmental Controllers': 'environmental-controllers',
  'Lighting Accessories': 'lighting-accessories',
  'Cords & Accessory': 'cords-and-accessory',
  CORDS: 'cords',
  LAMPS: 'lamps',
};

/** The hash the product breadcrumb links to for a subcategory. */
export function subcategorySlug(subcategory: string): string {
  const known = SUBCATEGORY_SLUGS[subcategory.trim()];
  if (known) return known;
  return subcategory
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** Words the catalogue writes in capitals because they are abbreviations. */
const ABBREVIATIONS = new Set(['LED', 'HID', 'CMH', 'HPS', 'DE', 'SE', 'MH', 'UV']);

/**
 * A subcategory as shoppers read it. Some records carry their shelf name in capitals
 * ("HID ACCESSORIES", "LAMPS"); those read as words ("HID Accessories", "Lamps").
 */
export function subcategoryLabel(subcategory: string): string {
  const name = subcategory.trim();
  if (name !== name.toUpperCase()) return name;
  return name
    .split(/\s+/)
    .map((word) => (ABBREVIATIONS.has(word) ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(' ');
}
