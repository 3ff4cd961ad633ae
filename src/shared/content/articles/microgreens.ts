import type { Article } from './types';

export const microgreens: Article = {
  path: '/microgreens-market',
  topic: 'Microgreens and LED technology',
  headline: 'Microgreens under LED: small crops, short cycles, precise light',
  date: '2025-10-02',
  hero: {
    src: '/articles/microgreens-hero.svg',
    alt: 'Trays of young microgreens with their first leaves, lit from above by LED bars',
    width: 1600,
    height: 700,
  },
  body: [
    {
      kind: 'paragraph',
      text: 'Microgreens are harvested a week or two after germination, when the seed leaves have opened and the first true leaves are just appearing. Radish, pea shoots, sunflower, broccoli, red cabbage, basil and amaranth are among the most popular. They sell to restaurants and grocers at prices per kilogram far above those of mature vegetables, and their short cycle means a grower can turn a growing shelf over twenty or more times a year. That combination has made microgreens the entry point for many indoor farms, and LED lighting is what makes indoor production practical.',
    },
    { kind: 'heading', text: 'A crop built for vertical racks' },
    {
      kind: 'paragraph',
      text: 'A microgreen crop is only a few centimetres tall, so growing shelves can be stacked 30–45 cm apart. High-pressure sodium lamps could never sit that close to plants: their heat would scorch the crop. LED bars run cool at the face and can hang 15–30 cm above the trays, which is why a single rack can carry five or six tiers. The light-emitting diodes also push their heat upward and into the room air, where it can be removed by the HVAC system rather than cooking the crop.',
    },
    {
      kind: 'paragraph',
      text: 'Most microgreens are germinated in darkness for two to four days, often with trays stacked or weighted so that roots anchor firmly. Once uncovered, the crop goes under light for the remainder of the cycle, typically seven to ten days for brassicas and radish and a little longer for basil or amaranth.',
    },
    { kind: 'heading', text: 'How much light is enough' },
    {
      kind: 'paragraph',
      text: 'Microgreens need much less light than fruiting crops. A photosynthetic photon flux density (PPFD) of about 100–300 µmol/m²/s over a 16-hour photoperiod is common, which works out to a daily light integral (DLI) of roughly 6–17 mol/m²/d. Within that range, more light generally gives thicker stems, more colour and higher fresh weight, up to a point. Beyond it, extra photons add cost without adding value, and very high intensities can reduce stem length below what buyers expect.',
    },
    {
      kind: 'paragraph',
      text: 'Because the light is close and the canopy is flat, uniformity matters more than for a tall crop. A tray near the end of a shelf that receives 30% less light will be visibly paler and lighter at harvest. Good rack design spaces bars so that PPFD varies by no more than about 20% across the shelf, and uses reflective side panels to return light that would otherwise escape.',
    },
    {
      kind: 'figure',
      image: {
        src: '/articles/microgreens-racks.svg',
        alt: 'A five-tier growing rack with LED bars above each shelf of microgreen trays',
        width: 1600,
        height: 600,
      },
      caption: 'Close-mounted LED bars let one rack carry five or six tiers of trays (editorial illustration).',
    },
    { kind: 'heading', text: 'Spectrum and nutrition' },
    {
      kind: 'paragraph',
      text: 'Microgreens are often marketed for their nutrient density. Work led by the U.S. Department of Agriculture’s Agricultural Research Service measured vitamins and carotenoids in 25 commercially grown microgreens and found that many contained higher concentrations than the mature leaves of the same species reported in nutrient databases. Red cabbage microgreens, for example, were particularly rich in vitamin C.',
    },
    {
      kind: 'paragraph',
      text: 'Light quality influences those compounds. Studies on brassica and basil microgreens have found that adding blue light, or increasing its share of the spectrum, tends to raise concentrations of anthocyanins, carotenoids and some phenolic compounds, and produces shorter, sturdier hypocotyls. Red light drives efficient photosynthesis and growth. A broad white spectrum with added red, the kind used in most commercial fixtures today, gives good growth and natural colour, which also lets staff inspect trays for mould and uneven germination by eye.',
    },
    {
      kind: 'paragraph',
      text: 'Some growers go further and finish the crop with a day or two of higher blue or higher intensity light to deepen the purple of red-stemmed varieties such as red amaranth and purple radish. This end-of-production lighting is a low-cost way to lift appearance and shelf appeal.',
    },
    { kind: 'heading', text: 'The economics of a short cycle' },
    {
      kind: 'paragraph',
      text: 'Energy per tray is modest. A shelf lit at 200 µmol/m²/s for 16 hours by fixtures at 2.7 µmol/J draws about 74 W per square metre, or roughly 8.3 kWh per square metre over a seven-day light period. A standard 10 × 20 inch tray covers about 0.13 m², so the lighting energy per tray is on the order of one kilowatt-hour: a small cost against the value of a tray of microgreens. The larger costs are seed, labour and packaging, which is why growers focus on consistent germination and yield per tray rather than squeezing the last watt out of the lights.',
    },
    {
      kind: 'paragraph',
      text: 'The lessons transfer. Microgreen farms show on a small scale what vertical farms face on a large one: close-mounted, efficient, dimmable LEDs, uniform light across every shelf, and a spectrum chosen for the qualities buyers pay for.',
    },
  ],
  citation: {
    lead: 'Source',
    title:
      'Xiao Z. et al., “Assessment of Vitamin and Carotenoid Concentrations of Emerging Food Products: Edible Microgreens”, Journal of Agricultural and Food Chemistry 60 (2012)',
    publisher: 'American Chemical Society',
    url: 'https://doi.org/10.1021/jf300459b',
  },
};
