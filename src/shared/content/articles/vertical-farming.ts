import type { Article } from './types';

export const verticalFarming: Article = {
  path: '/vertical-farming',
  topic: 'Vertical farming energy consumption per kg',
  headline: 'Kilowatt-hours per kilogram: the number that decides vertical farming',
  date: '2025-10-22',
  hero: {
    src: '/articles/vertical-farming-hero.svg',
    alt: 'Tall racks of leafy greens under LED lights inside an indoor vertical farm',
    width: 1600,
    height: 700,
  },
  body: [
    {
      kind: 'paragraph',
      text: 'Vertical farms promise fresh greens grown next to the city that eats them, with little water, no pesticides and harvests every day of the year. Their weak point is just as well known: they replace free sunlight with purchased electricity. Whether a farm survives usually comes down to one ratio, the kilowatt-hours of electricity it spends to produce a kilogram of saleable crop. Understanding where that number comes from is the first step to bringing it down.',
    },
    { kind: 'heading', text: 'Where the electricity goes' },
    {
      kind: 'paragraph',
      text: 'In a typical leafy-greens farm, lighting takes the largest share of the electricity bill, commonly more than half. Heating, ventilation and air conditioning (HVAC) and dehumidification take most of the rest, with pumps, fans, automation and post-harvest cooling making up the remainder. The two big loads are linked: almost all the electricity fed to the lights ends up as heat in the growing room, and the plants transpire nearly all the water they receive, so the climate system has to remove both heat and moisture continuously.',
    },
    {
      kind: 'paragraph',
      text: 'Published estimates for lettuce and similar leafy greens in fully enclosed farms span a wide range, from roughly 10 to more than 20 kWh per kilogram of fresh weight. A widely cited peer-reviewed comparison of plant factories with greenhouses found that a plant factory used far more electricity per kilogram than a greenhouse, but far less water and land. The spread between farms is large because the ratio depends on a handful of variables that farms control very differently.',
    },
    { kind: 'heading', text: 'A simple model of lighting energy' },
    {
      kind: 'paragraph',
      text: 'The lighting share can be estimated with two efficiencies. The first is the fixture’s photosynthetic photon efficacy in µmol/J: how many photons it produces per joule of electricity. The second is the crop’s light-use efficiency: how many grams of fresh produce it builds per mole of photons delivered. One kilowatt-hour at an efficacy of 3.0 µmol/J yields 10.8 moles of photons. If lettuce converts light at 10 g of fresh weight per mole, a kilogram needs 100 moles, or about 9.3 kWh of lighting. At 2.0 µmol/J the same kilogram needs about 13.9 kWh.',
    },
    {
      kind: 'paragraph',
      text: 'The formula is simply kWh per kg = 1000 ÷ (grams per mole × µmol/J × 3.6). It makes the levers obvious. Doubling either efficiency halves the lighting energy per kilogram. Fixture efficacy has improved steadily, from around 2 µmol/J a decade ago to 2.7–3.1 µmol/J in current commercial LED products, and that alone has taken a third or more off the lighting bill of farms that have upgraded.',
    },
    { kind: 'heading', text: 'Light-use efficiency: the underrated lever' },
    {
      kind: 'paragraph',
      text: 'Crop light-use efficiency varies as much as fixture efficacy, and it is more often overlooked. Photons that land on the tray, the aisle or the wall instead of a leaf build nothing. Young transplants cover only a small fraction of the growing area, so spacing plants closely early and re-spacing them as they grow, or using mobile gutters, raises the share of photons a canopy intercepts. Reflective surfaces return stray light to the crop.',
    },
    {
      kind: 'paragraph',
      text: 'Light intensity matters too. Leaf photosynthesis responds less to each additional photon as intensity rises, so the last increments of PPFD are the least efficient. Lettuce is often grown at a daily light integral of about 14–17 mol/m²/d; pushing well beyond that tends to raise yield per square metre while lowering yield per mole, and can cause tipburn. Enriching the air with carbon dioxide to 800–1,000 ppm raises photosynthesis at the same light level, improving grams per mole at a small cost. Choosing fast-growing, compact varieties with a high harvest index adds further gains.',
    },
    { kind: 'heading', text: 'The climate bill follows the lights' },
    {
      kind: 'paragraph',
      text: 'Every kilowatt-hour saved at the lights is also heat the HVAC system no longer has to remove. With a cooling system running at a coefficient of performance around 3–4, removing 1 kWh of heat costs roughly 0.25–0.33 kWh of additional electricity. Efficient fixtures therefore save twice. Dehumidification is harder to shrink, because the water a crop transpires is tied to its growth; farms reduce this load by recovering condensate for irrigation and by using heat-pump dehumidifiers.',
    },
    {
      kind: 'paragraph',
      text: 'Putting the pieces together: at 10 g per mole and 3.0 µmol/J, lighting takes about 9.3 kWh per kilogram and the cooling needed to remove that heat adds roughly another 2.3–3.1 kWh, before dehumidification and other loads. A farm still running older fixtures at 2.0 µmol/J with poor canopy coverage can easily spend twice as much.',
    },
    { kind: 'heading', text: 'What it means for growers and investors' },
    {
      kind: 'paragraph',
      text: 'Energy per kilogram should be tracked as closely as yield. Farms that report it by crop and by room can see immediately whether a new variety, a spacing change or a lighting upgrade paid off. Investors comparing operations should ask for it, along with the local electricity price, because a farm that uses 12 kWh per kilogram at $0.08 per kWh has a very different future from one that uses 20 kWh per kilogram at $0.20 per kWh.',
    },
    {
      kind: 'paragraph',
      text: 'The most efficient vertical farms treat photons as their most expensive input: efficient fixtures, dimmed to the crop’s real needs, aimed at a canopy that catches as much of the light as possible.',
    },
  ],
  citation: {
    lead: 'Adapted from a third-party vertical farming blog; figures checked against Graamans L. et al.',
    title: '“Plant factories versus greenhouses: Comparison of resource use efficiency”, Agricultural Systems 160 (2018)',
    publisher: 'Elsevier',
    url: 'https://doi.org/10.1016/j.agsy.2017.11.003',
  },
};
