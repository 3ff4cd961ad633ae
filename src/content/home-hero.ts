/** The home page's first screen, the hero: apart from home.ts so the first load carries only this. */
export const HOME_HERO = {
  headline: 'PREMIUM EQUIPMENT FOR DEDICATED GROWERS',
  intro:
    'LED and HID grow lights, controllers and accessories engineered for commercial rooms, greenhouses and home tents.',
  catalogButton: 'DOWNLOAD OUR CATALOG',
} as const;
