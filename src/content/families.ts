/**
 * Product families of the LED, HID and controller pages. A SKU pattern is an exact SKU,
 * or a prefix when it ends with a hyphen.
 */

export interface FamilyColours {
  /** Tag, rule and button colour. */
  accent: string;
  /** Section background tint. */
  surface: string;
}

export interface Family {
  /** Anchor id of the section, e.g. /led-grow-lights#under-canopy. */
  key: string;
  title: string;
  tag: string;
  subtitle: string;
  description: string;
  /** Drawn SVG under public/families/. */
  logo: string;
  colours: FamilyColours;
  skuPatterns: readonly string[];
}

export interface FamilyPage {
  heading: string;
  intro: string;
  families: readonly Family[];
  /** A closing link to the matching catalogue category, where the page has one. */
  categoryLink?: { label: string; category: 'grow-light-bulbs' };
}

// Each accent reads at 4.5:1 or more on white and on its own surface (WCAG AA, decision 130).
const GREEN: FamilyColours = { accent: '#2f7d32', surface: '#ebfbee' };
const TEAL: FamilyColours = { accent: '#0b7285', surface: '#e3fafc' };
const AMBER: FamilyColours = { accent: '#c2410c', surface: '#fff4e6' };
const VIOLET: FamilyColours = { accent: '#6741d9', surface: '#f3f0ff' };
const SLATE: FamilyColours = { accent: '#364fc7', surface: '#edf2ff' };

export const LED_FAMILIES: FamilyPage = {
  heading: 'LED Grow Lights',
  intro:
    'Full-spectrum LED fixtures for flowering rooms, vertical racks, under-canopy lighting and propagation. Every fixture is dimmable, runs on 120–277V and is built to be controlled from one place.',
  families: [
    {
      key: 'ilogic',
      title: 'iLogic Series',
      tag: 'FLAGSHIP TOP-LIGHTING',
      subtitle: 'Bar-style LED fixtures from 340W to 1050W',
      description:
        'The iLogic bars spread light evenly over a 4×4 to 5×5 ft canopy while leaving room for air to move. The MS models add a targeted far-red and UV mix for flowering; the FS models run a balanced full spectrum from veg to harvest. All five models dim 0–10V and join a controller network without extra adapters.',
      logo: '/families/ilogic.svg',
      colours: GREEN,
      skuPatterns: ['IL-L1050MS', 'IL-L700MS', 'IL-L1030FS', 'IL-L630FS', 'IL-L340FS'],
    },
    {
      key: 'hypermol',
      title: 'HYPERMOL',
      tag: 'HIGH-INTENSITY',
      subtitle: 'Maximum photon output for high-ceiling rooms',
      description:
        'HYPERMOL fixtures push the highest photon flux of the range, for rooms with tall ceilings or for growers enriching CO₂ who can use every extra micromole. The PRO model adds a second driver channel so the red and white arrays can be dimmed separately.',
      logo: '/families/hypermol.svg',
      colours: AMBER,
      skuPatterns: ['IL-HMOL-720', 'IL-HMOL-1000', 'IL-HMOL-1450', 'IL-HMOL-1450-PRO'],
    },
    {
      key: 'under-canopy',
      title: 'Under Canopy',
      tag: 'SUPPLEMENTAL',
      subtitle: 'Light for the lower branches the top light cannot reach',
      description:
        'Slim 160W bars that hang below the canopy and push light sideways into the lower bud sites, turning popcorn into saleable flower. Choose the R model for a red-heavy flowering boost or the FS model for a full spectrum that matches the top lights.',
      logo: '/families/under-canopy.svg',
      colours: TEAL,
      skuPatterns: ['IL-UC160W-R', 'IL-UC160W-FS'],
    },
    {
      key: 'ilw',
      title: 'iLW',
      tag: 'VERTICAL FARMING',
      subtitle: 'Low-profile bars for racks and shelving',
      description:
        'iLW bars are shallow enough to fit between rack tiers and run cool enough to sit close to the plants. The 2 ft and 4 ft lengths chain together on 120V, so a whole rack runs from one outlet.',
      logo: '/families/ilw.svg',
      colours: SLATE,
      skuPatterns: ['IL-6025FSG-120', 'IL-4025FSG-120'],
    },
    {
      key: 'led-clone',
      title: 'LED Clone',
      tag: 'PROPAGATION',
      subtitle: 'Gentle, even light for cuttings and seedlings',
      description:
        'A low-heat LED strip for clone domes and propagation shelves: the soft intensity roots cuttings without stressing them, and the fixtures link end to end across a shelf.',
      logo: '/families/led-clone.svg',
      colours: VIOLET,
      skuPatterns: ['IL-CLN18'],
    },
  ],
};

export const HID_FAMILIES: FamilyPage = {
  heading: 'HID Lighting',
  intro:
    'Double-ended HPS, ceramic metal halide and metal halide fixtures and lamps for growers who run proven HID rooms, with the lamps to keep them at full output.',
  families: [
    {
      key: 'hps',
      title: 'HPS',
      tag: 'DOUBLE-ENDED HPS',
      subtitle: '1000W double-ended fixtures for 120–480V rooms',
      description:
        'Our 1000W double-ended HPS fixtures pair a high-frequency digital ballast with a wide, highly reflective hood. Models cover standard 120–240V service, 277V commercial circuits and 480V three-phase buildings.',
      logo: '/families/hps.svg',
      colours: AMBER,
      skuPatterns: ['ILUM-DE-N1K', 'ILUM-DE-1K277', 'ILUM-DE-1K480'],
    },
    {
      key: 'mh-lamps',
      title: 'MH lamps',
      tag: 'METAL HALIDE LAMPS',
      subtitle: '600W and 1000W single-ended lamps for vegetative growth',
      description:
        'Metal halide lamps give the cool, blue-rich light that keeps vegetative plants compact with short internodes. Replace them about once a year of daily use to keep output near its rated level.',
      logo: '/families/mh-lamps.svg',
      colours: SLATE,
      skuPatterns: ['IL-LAMP-MH-'],
    },
    {
      key: 'de-hps-lamps',
      title: 'DE HPS lamps',
      tag: 'DOUBLE-ENDED LAMPS',
      subtitle: '750W and 1000W double-ended HPS lamps, including 400V',
      description:
        'Double-ended HPS lamps hold their output far longer than single-ended lamps because the arc tube is supported at both ends. Swap them every few cycles, and handle them only by the ceramic ends: skin oil on the quartz shortens their life.',
      logo: '/families/de-hps-lamps.svg',
      colours: AMBER,
      skuPatterns: ['IL-LAMP-DEHPS-'],
    },
    {
      key: 'cmh',
      title: 'CMH',
      tag: 'CERAMIC METAL HALIDE',
      subtitle: '315W, 630W and 1000W ceramic metal halide fixtures',
      description:
        'Ceramic metal halide fixtures give a sunlike, full spectrum with UV that growers like from seedling to harvest, at a lower running temperature than HPS. Single-ended 315W and double-ended 630W and 1000W models are available in 120V, 240V and 277V versions.',
      logo: '/families/cmh.svg',
      colours: TEAL,
      skuPatterns: ['IL-CMHDE630-120', 'IL-CMHDE630-277', 'IL-CMHDE1000-240', 'IL-CMH315-120', 'IL-CMH315-277'],
    },
    {
      key: 'cmh-lamps',
      title: 'CMH lamps',
      tag: 'CMH LAMPS',
      subtitle: '315W, 630W and 1000W replacement CMH lamps',
      description:
        'Ceramic arc tubes keep their colour and output steady through the life of the lamp. The 315W lamps come in 3100K for flowering and 4200K for vegetative growth; the double-ended 630W and 1000W lamps fit our DE CMH fixtures.',
      logo: '/families/cmh-lamps.svg',
      colours: VIOLET,
      skuPatterns: ['IL-LAMP-CMH-'],
    },
  ],
  categoryLink: { label: 'Shop all grow light bulbs', category: 'grow-light-bulbs' },
};

export const CONTROLLER_FAMILIES: FamilyPage = {
  heading: 'Controllers',
  intro:
    'Run a whole facility on one schedule: sunrise and sunset ramps, dimming by zone and automatic dim-back when the room gets too hot.',
  families: [
    {
      key: 'plus-controller',
      title: 'Plus controller',
      tag: 'RS-485 NETWORK',
      subtitle: 'Daisy-chained control for iLogic Plus fixtures',
      description:
        'The Plus controller talks to every fixture over an RS-485 daisy chain. The adapter connects fixtures with 0–10V inputs, and the repeater extends the chain across large rooms without signal loss.',
      logo: '/families/plus-controller.svg',
      colours: GREEN,
      skuPatterns: ['IL-RS-485-PLUS', 'IL-RS-ADAP', 'IL-RS-REPEA'],
    },
    {
      key: 'touch-controller',
      title: 'Touch+ controller',
      tag: 'TOUCHSCREEN',
      subtitle: 'Two zones, up to 120 lights from one screen',
      description:
        'The Touch+ controller drives 60 lights per zone on 2 independent channels, up to 120 lights in all. Each zone has its own schedule, sunrise and sunset ramp and temperature dim-back from the included probe.',
      logo: '/families/touch-controller.svg',
      colours: TEAL,
      skuPatterns: ['ILUM-CTRL-TC+'],
    },
    {
      key: 'dimmer-switch',
      title: 'Dimmer switch',
      tag: 'SIMPLE DIMMING',
      subtitle: 'Manual 0–10V dimming for small rooms',
      description:
        'A wall-mounted knob that dims the connected fixtures from 100% down to 25%: the simplest way to ease young plants into full intensity or to lower the light on a hot day.',
      logo: '/families/dimmer-switch.svg',
      colours: SLATE,
      skuPatterns: ['IL-FEC-010V'],
    },
  ],
};

/** The section the home page's /product-family#under-canopy link lands on (decision 064). */
export const PRODUCT_FAMILY_DEFAULT_HASH = 'under-canopy';
