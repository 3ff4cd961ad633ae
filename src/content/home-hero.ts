/** The home page's first screen (01 §2.4): apart from home.ts so the first load carries only this. */
export const HOME_HERO = {
  headline: 'PREMIUM EQUIPMENT FOR DEDICATED GROWERS',
  intro:
    'LED and HID grow lights, controllers and accessories engineered for commercial rooms, greenhouses and home tents.',
  catalogButton: 'DOWNLOAD OUR CATALOG',
} as const;
