import type { Article } from './types';

export const ledRetrofitting: Article = {
  path: '/led-grow-lights-market',
  topic: 'LED retrofitting in commercial horticulture',
  headline: 'Retrofitting to LED: where commercial growers find the savings',
  date: '2025-10-01',
  hero: {
    src: '/articles/led-retrofit-hero.svg',
    alt: 'A greenhouse bay with rows of slim LED bar fixtures hanging above a crop canopy',
    width: 1600,
    height: 700,
  },
  body: [
    {
      kind: 'paragraph',
      text: 'For two decades the double-ended high-pressure sodium (HPS) lamp was the workhorse of commercial horticulture. It was cheap to buy, bright, and well understood. In most greenhouses and indoor rooms it is also the single largest electricity load on the meter. That combination is why so many operations now have an LED retrofit on their capital plan, and why the numbers behind it deserve a careful look rather than a sales brochure.',
    },
    { kind: 'heading', text: 'Photons per joule is the number that matters' },
    {
      kind: 'paragraph',
      text: 'Plants do not respond to watts or lumens; they respond to photosynthetically active photons between 400 and 700 nm. The useful measure of a fixture is therefore its photosynthetic photon efficacy: micromoles of photons emitted per joule of electricity, written µmol/J. A modern double-ended HPS fixture with an electronic ballast delivers roughly 1.7 µmol/J at the system level. Current commercial LED fixtures deliver between about 2.7 and 3.1 µmol/J, and the best white-plus-red designs sit at the top of that range.',
    },
    {
      kind: 'paragraph',
      text: 'The arithmetic follows directly. A fixture producing 2,100 µmol/s of light draws about 1,235 W as HPS at 1.7 µmol/J, but about 750 W as LED at 2.8 µmol/J. For the same light on the canopy, that is close to 40% less electricity, before counting anything else. At 3.0 µmol/J the saving rises to about 43%.',
    },
    { kind: 'heading', text: 'Heat is the second dividend' },
    {
      kind: 'paragraph',
      text: 'Almost every watt a lamp consumes ends up as heat in the growing space, whether it leaves as light, as infrared radiation or from the ballast. One watt equals 3.41 BTU per hour. If a 100-fixture room cuts 485 W per fixture, it removes about 48.5 kW of heat, or some 165,000 BTU/h: close to 14 tons of cooling. With an air-conditioning plant running at a coefficient of performance around 3, the room saves another 16 kW or so of compressor power on top of the lighting savings, and the next chiller replacement can often be smaller.',
    },
    {
      kind: 'paragraph',
      text: 'The character of the heat changes too. HPS lamps radiate a great deal of infrared straight at the canopy, warming leaves above air temperature. LED fixtures send their heat upward through the heat sink, so leaves run cooler. Growers who retrofit commonly raise the air temperature set point by 1–2 °C (2–4 °F) to hold the same leaf temperature and vapour pressure deficit, and they should expect irrigation demand to change as transpiration changes.',
    },
    {
      kind: 'figure',
      image: {
        src: '/articles/led-retrofit-efficacy.svg',
        alt: 'Bar chart: double-ended HPS at about 1.7 µmol/J against LED fixtures at 2.7 to 3.1 µmol/J, and the electricity each needs for the same light',
        width: 1600,
        height: 600,
      },
      caption:
        'Electricity needed for the same 2,100 µmol/s of light at typical system efficacies (editorial illustration).',
    },
    { kind: 'heading', text: 'Design the light, not the fixture count' },
    {
      kind: 'paragraph',
      text: 'A retrofit is not a one-for-one swap. Start from the crop’s daily light integral (DLI), the total photons reaching a square metre in a day. A flowering fruiting crop may need 30–40 mol/m²/d; a leafy crop far less. Divide the DLI by the photoperiod to get the target photosynthetic photon flux density (PPFD) in µmol/m²/s, then use the manufacturer’s photometric files to lay out fixtures for that PPFD with good uniformity. A max-to-min ratio within about 1.3 across the bench is a practical goal.',
    },
    {
      kind: 'paragraph',
      text: 'Because LED output is directional and the fixtures are thin, they can hang closer to the canopy and shade less of the sky in a greenhouse. Bar-style fixtures in particular let more winter sunlight through than the bulky reflectors they replace, which is free light a grower no longer has to pay for.',
    },
    { kind: 'heading', text: 'Maintenance and lifetime' },
    {
      kind: 'paragraph',
      text: 'HPS lamps lose output steadily, and many commercial operations re-lamp every 10,000 hours or sooner: every one and a half to two and a half years for a room lit 12–18 hours a day. LED fixtures are typically rated to hold 90% of their initial output (L90) for 50,000 hours or more. Fewer lamp changes means less labour at height, fewer lamps to dispose of, and light levels that stay predictable from one crop to the next.',
    },
    { kind: 'heading', text: 'Making the numbers work' },
    {
      kind: 'paragraph',
      text: 'Consider one fixture saving 485 W over a 12-hour photoperiod, every day of the year. That is about 2,100 kWh a year; at an electricity rate of $0.12/kWh it is roughly $255 per fixture per year before cooling savings. Many utilities add incentives for fixtures listed on the DesignLights Consortium horticultural qualified products list, which sets a minimum efficacy well above HPS. Incentives and demand-charge reductions often bring simple payback within two to three years.',
    },
    {
      kind: 'paragraph',
      text: 'The most successful retrofits start with one room or one bay, log energy, climate and yield against an HPS control for a full crop cycle, and then roll out with confidence. Dimmable drivers and a central controller make it possible to tune intensity by growth stage, trimming energy in propagation and early vegetative growth when plants cannot use full output.',
    },
    {
      kind: 'paragraph',
      text: 'LED is no longer the experimental option. For most commercial growers the question has shifted from whether to retrofit to how to phase the work so that each room pays for the next.',
    },
  ],
  citation: {
    lead: 'Source',
    title: 'Energy Savings Potential of SSL in Horticultural Applications',
    publisher: 'U.S. Department of Energy, Solid-State Lighting Program',
    url: 'https://www.energy.gov/eere/ssl/downloads/energy-savings-potential-ssl-horticultural-applications',
  },
};
