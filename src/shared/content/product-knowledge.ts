/**
 * Static product knowledge the server record does not carry: a description, the
 * spectrum charts, certification badges and the group of cords each fixture works with.
 */

export type Certification = 'CE' | 'IP65' | 'FCC' | 'Intertek' | 'UKCA' | 'DLC';

export type CordGroup =
  | 'Cable Logic'
  | 'Under Canopy'
  | 'iLX Cords'
  | 'Cloning Lights'
  | 'HID Lights'
  | 'Touch Controller'
  | 'HASH Controller';

export interface Spectrum {
  name: string;
  image: string;
}

export interface ProductKnowledge {
  description: string;
  spectrums: readonly Spectrum[];
  certifications: readonly Certification[];
  cordGroup: CordGroup;
}

/** Cords sold for each group; every SKU is a Cords & Accessory product of the catalogue. */
export const CORD_GROUPS: Readonly<Record<CordGroup, readonly string[]>> = {
  'Cable Logic': ['IL-CL-RJ14-6FT', 'IL-CL-RJ14-15FT', 'IL-CL-RJ14-30FT', 'IL-CL-TERM', 'IL-CL-DRV-EXT-10FT', 'IL-RS-CAT6-25FT', 'IL-RS-CAT6-100FT'],
  'Under Canopy': ['IL-UC-LINK-3FT', 'IL-UC-LINK-10FT', 'IL-UC-PWR-515', 'IL-UC-PWR-615'],
  'iLX Cords': ['IL-ILX-PC-515', 'IL-ILX-PC-615', 'IL-ILX-PC-715', 'IL-ILX-LINK-6FT'],
  'Cloning Lights': ['IL-CLONE-LINK-1FT', 'IL-CLONE-LINK-6FT', 'IL-CLONE-PWR-6FT'],
  'HID Lights': ['IL-HID-WLD-515-8FT', 'IL-HID-WLD-615-8FT', 'IL-HID-WLD-715-8FT', 'IL-HID-WLD-L22-480', 'IL-HID-LAMP-DE-15FT'],
  'Touch Controller': ['IL-TC-LINK-25FT', 'IL-TC-SENSOR-16FT'],
  'HASH Controller': ['IL-HASH-LINK-25FT', 'IL-HASH-SPLIT'],
};

const spectrum = (name: string, file: string): Spectrum => ({ name, image: `/spectrums/${file}.svg` });

const FULL = spectrum('Full Spectrum', 'full-spectrum');
const FULL_FAR_RED = spectrum('Full Spectrum + Far Red', 'full-spectrum-far-red');
const UV_FAR_RED = spectrum('UV & Far Red', 'uv-far-red');
const RED_FAR_RED = spectrum('Red & Far Red', 'red-far-red');
const FULL_GREEN = spectrum('Full Spectrum Green', 'full-spectrum-green');
const COOL_WHITE = spectrum('Cool White 6500K', 'cool-white-6500k');
const HPS = spectrum('HPS 2100K', 'hps-2100k');
const CMH = spectrum('CMH 3100K', 'cmh-3100k');

/** Every spectrum chart a product page may show: the copy saved for offline use keeps each one. */
export const SPECTRUMS: readonly Spectrum[] = [FULL, FULL_FAR_RED, UV_FAR_RED, RED_FAR_RED, FULL_GREEN, COOL_WHITE, HPS, CMH];

const PLUS_BADGES: readonly Certification[] = ['CE', 'IP65', 'FCC', 'Intertek', 'UKCA', 'DLC'];
const LED_BADGES: readonly Certification[] = ['CE', 'IP65', 'FCC', 'Intertek', 'DLC'];
const HID_BADGES: readonly Certification[] = ['CE', 'Intertek'];
const CONTROLLER_BADGES: readonly Certification[] = ['CE', 'FCC'];

const PRODUCT_KNOWLEDGE: Readonly<Record<string, ProductKnowledge>> = {
  'IL-L1050MS': {
    description: 'Ten-bar multi-strip fixture and the most efficient way we know to light a 5 ft × 5 ft flowering table: 3483 µmol/s at 3.05 µmol/J.',
    spectrums: [FULL_FAR_RED, FULL],
    certifications: PLUS_BADGES,
    cordGroup: 'Cable Logic',
  },
  'IL-L700MS': {
    description: 'Eight-bar multi-strip fixture for 4 ft benches, with the uniformity of the 1050W at two thirds of the power.',
    spectrums: [FULL_FAR_RED],
    certifications: PLUS_BADGES,
    cordGroup: 'Cable Logic',
  },
  'IL-L1030FS': {
    description: 'Low-profile full-spectrum fixture with universal 110-277V input, delivering 3140 µmol/s for racks and low ceilings.',
    spectrums: [FULL],
    certifications: PLUS_BADGES,
    cordGroup: 'Cable Logic',
  },
  'IL-L630FS': {
    description: 'Six-bar FS Plus fixture that replaces a 1000W DE HPS over 4 ft × 4 ft with a third less power and far less heat.',
    spectrums: [FULL],
    certifications: PLUS_BADGES,
    cordGroup: 'Cable Logic',
  },
  'IL-L340FS': {
    description: 'Compact four-bar FS Plus fixture for tents, mother rooms and vertical racking.',
    spectrums: [FULL],
    certifications: PLUS_BADGES,
    cordGroup: 'Cable Logic',
  },
  'IL-HMOL-1450-PRO': {
    description: 'Flagship 277V fixture with separately dimmable UV-A and far-red channels and optic kits for mounting up to 20 ft.',
    spectrums: [FULL_FAR_RED, UV_FAR_RED],
    certifications: LED_BADGES,
    cordGroup: 'Cable Logic',
  },
  'IL-HMOL-1450': {
    description: 'High-output 1450W fixture for 208-277V rooms, covering a 6 ft × 6 ft bench from one hanging point.',
    spectrums: [FULL_FAR_RED],
    certifications: LED_BADGES,
    cordGroup: 'Cable Logic',
  },
  'IL-HMOL-1000': {
    description: 'One-for-one LED replacement for a 1000W DE HPS fixture on standard 120-277V circuits.',
    spectrums: [FULL],
    certifications: LED_BADGES,
    cordGroup: 'Cable Logic',
  },
  'IL-HMOL-720': {
    description: 'The lightest HYPERMOL, sized for 4 ft × 4 ft rooms on any supply from 100V to 277V.',
    spectrums: [FULL],
    certifications: ['CE', 'FCC', 'Intertek'],
    cordGroup: 'Cable Logic',
  },
  'IL-UC160W-R': {
    description: 'Red-weighted under-canopy bars that bring the lower bud sites up to the quality of the top canopy.',
    spectrums: [RED_FAR_RED],
    certifications: LED_BADGES,
    cordGroup: 'Under Canopy',
  },
  'IL-UC160W-FS': {
    description: 'Full-spectrum under-canopy bars for multi-tier vegetative rooms and stretch-sensitive crops.',
    spectrums: [FULL],
    certifications: ['CE', 'IP65', 'FCC', 'Intertek'],
    cordGroup: 'Under Canopy',
  },
  'IL-6025FSG-120': {
    description: 'A 120 cm, 60W bar with added green for shelving and mother plants; green reaches deeper into dense leaves.',
    spectrums: [FULL_GREEN],
    certifications: ['CE', 'IP65', 'Intertek'],
    cordGroup: 'iLX Cords',
  },
  'IL-4025FSG-120': {
    description: 'A 120 cm, 40W bar with gentle, even light for clones, seedlings and shelf gardens.',
    spectrums: [FULL_GREEN],
    certifications: ['CE', 'IP65', 'Intertek'],
    cordGroup: 'iLX Cords',
  },
  'IL-CLN18': {
    description: 'An 18W T5-format LED that sits just above humidity domes and links up to 20 lights per cord run.',
    spectrums: [COOL_WHITE],
    certifications: ['CE', 'Intertek'],
    cordGroup: 'Cloning Lights',
  },
  'IL-L6-330FS': {
    description: 'The iLogic6 full-spectrum fixture: passive cooling and a broad white spectrum for 3 ft × 3 ft canopies.',
    spectrums: [FULL],
    certifications: LED_BADGES,
    cordGroup: 'iLX Cords',
  },
  'IL-L6-330UVFR': {
    description: 'The iLogic6 with switchable UV-A and far-red channels for finishing and end-of-day treatments.',
    spectrums: [UV_FAR_RED, FULL],
    certifications: LED_BADGES,
    cordGroup: 'iLX Cords',
  },
  'IL-L8-630FS': {
    description: 'The iLogic8 full-spectrum fixture for 4 ft × 4 ft flowering canopies.',
    spectrums: [FULL],
    certifications: LED_BADGES,
    cordGroup: 'iLX Cords',
  },
  'IL-L8-630UVFR': {
    description: 'The iLogic8 with UV-A at 385 nm and far-red at 730 nm on their own dimming channels.',
    spectrums: [UV_FAR_RED, FULL],
    certifications: LED_BADGES,
    cordGroup: 'iLX Cords',
  },
  'IL-L9-1000FS': {
    description: 'The iLogic9 full-spectrum fixture, a 1000W workhorse for 5 ft × 5 ft rooms.',
    spectrums: [FULL],
    certifications: LED_BADGES,
    cordGroup: 'iLX Cords',
  },
  'IL-L9-1000UVFR': {
    description: 'The iLogic9 with supplemental UV-A and far-red channels for high-value finishing.',
    spectrums: [UV_FAR_RED, FULL],
    certifications: LED_BADGES,
    cordGroup: 'iLX Cords',
  },
  'ILUM-DE-N1K': {
    description: 'Complete double-ended 1000W HPS fixture with a universal 120-277V ballast and five power settings up to 1150W boost.',
    spectrums: [HPS],
    certifications: HID_BADGES,
    cordGroup: 'HID Lights',
  },
  'ILUM-DE-1K277': {
    description: 'Double-ended 1000W HPS fixture with a dedicated 277V ballast for commercial lighting panels.',
    spectrums: [HPS],
    certifications: HID_BADGES,
    cordGroup: 'HID Lights',
  },
  'ILUM-DE-1K480': {
    description: 'Double-ended 1000W HPS fixture for 480V three-phase facilities, using a 400V lamp.',
    spectrums: [HPS],
    certifications: ['Intertek'],
    cordGroup: 'HID Lights',
  },
  'IL-CMHDE630-120': {
    description: 'Double-ended 630W ceramic metal halide fixture with a sun-like spectrum and a colour rendering index above 90.',
    spectrums: [CMH],
    certifications: HID_BADGES,
    cordGroup: 'HID Lights',
  },
  'IL-CMH315-120': {
    description: 'Single-ended 315W CMH fixture, the classic light for vegetative and mother rooms.',
    spectrums: [CMH],
    certifications: HID_BADGES,
    cordGroup: 'HID Lights',
  },
  'ILUM-CTRL-TC+': {
    description: 'Touchscreen controller for two lighting zones: 60 lights per zone, 2 channels, up to 120 lights.',
    spectrums: [],
    certifications: ['CE', 'FCC', 'Intertek'],
    cordGroup: 'Touch Controller',
  },
  'ILUM-CTRL-HASH': {
    description: 'Master controller for large DE and LED facilities, reporting fault codes per fixture.',
    spectrums: [],
    certifications: CONTROLLER_BADGES,
    cordGroup: 'HASH Controller',
  },
};

const BY_UPPER_SKU = new Map(Object.entries(PRODUCT_KNOWLEDGE).map(([sku, knowledge]) => [sku.toUpperCase(), knowledge]));

/** The SKUs that have static knowledge. */
export const KNOWLEDGE_SKUS: readonly string[] = Object.keys(PRODUCT_KNOWLEDGE);

/** Knowledge for a SKU (case-insensitive), or undefined when the product has none. */
export function knowledgeFor(sku: string): ProductKnowledge | undefined {
  return BY_UPPER_SKU.get(sku.trim().toUpperCase());
}

/**
 * Keyword rules for products outside the fixed list, first match wins. Narrow families come
 * before broad ones: an iLogic6 description mentions both "iLX" and "iLogic".
 */
const CORD_KEYWORDS: readonly (readonly [RegExp, CordGroup])[] = [
  [/under[\s-]*canopy|\bIL-UC\d/i, 'Under Canopy'],
  [/\bclon(e|es|ing)\b|\bIL-CLN/i, 'Cloning Lights'],
  [/\btouch\s*\+|\bTC\+/i, 'Touch Controller'],
  [/\bhash\b/i, 'HASH Controller'],
  [/\bHID\b|\bHPS\b|\bCMH\b|double[\s-]ended|metal halide|\bILUM-DE-/i, 'HID Lights'],
  [/\biLX\b|\biLW\b|\biLogic\s?[689]\b/i, 'iLX Cords'],
  [/\biLogic\b|\bHYPERMOL\b|\bHMOL\b|\bPlus Controller\b/i, 'Cable Logic'],
];

export interface CordLookupProduct {
  sku: string;
  item_name?: string;
  short_description?: string;
  long_description?: string;
}

/** The cord group of a product: its fixed entry, otherwise the first keyword found in its name, SKU or description. */
export function cordGroupOf(product: CordLookupProduct): CordGroup | undefined {
  const known = knowledgeFor(product.sku)?.cordGroup;
  if (known) return known;
  const text = [product.item_name, product.sku, product.short_description, product.long_description].filter(Boolean).join(' ');
  return CORD_KEYWORDS.find(([pattern]) => pattern.test(text))?.[1];
}

/** SKUs of the cords that fit a product; empty when nothing is known to fit. */
export function compatibleCordSkus(product: CordLookupProduct): readonly string[] {
  const group = cordGroupOf(product);
  return group ? CORD_GROUPS[group] : [];
}
