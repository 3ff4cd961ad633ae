import type { Article } from './types';

export const floriculture: Article = {
  path: '/floriculture-market',
  topic: 'Advanced lighting for global floriculture',
  headline: 'Light as a crop input: how advanced lighting is reshaping global floriculture',
  date: '2025-10-01',
  hero: {
    src: '/articles/floriculture-hero.svg',
    alt: 'Benches of flowering pot plants in a glass greenhouse under LED top lights',
    width: 1600,
    height: 700,
  },
  body: [
    {
      kind: 'paragraph',
      text: 'Cut roses from the highlands of Colombia and Kenya, chrysanthemums from the Netherlands, poinsettias and bedding plants from greenhouses across North America: floriculture is a global trade in which the product is judged by eye. Stem length, bud size, leaf colour and shelf life decide the price, and all of them respond to light. That is why flower growers were among the first to treat lighting not as an overhead cost but as a crop input to be managed as precisely as fertiliser or heat.',
    },
    { kind: 'heading', text: 'Two jobs for one light' },
    {
      kind: 'paragraph',
      text: 'Lighting does two quite different jobs in floriculture. The first is photosynthetic: adding photons to build biomass when sunlight runs short. The second is photoperiodic: telling a plant what season it is, so that it flowers, or stays vegetative, on the grower’s schedule rather than nature’s. The two jobs need very different light levels, and a modern lighting plan treats them separately.',
    },
    {
      kind: 'paragraph',
      text: 'Photosynthetic lighting is measured by the daily light integral (DLI), the moles of photosynthetically active photons reaching a square metre each day. Research from university floriculture programmes has shown that many bedding plant plugs need a DLI of roughly 10–12 mol/m²/d to root quickly and finish with thick stems, and that many flowering pot crops do best at 10–20 mol/m²/d. In a northern winter, natural light inside a greenhouse can fall to 5 mol/m²/d or less. Supplemental light of 100–150 µmol/m²/s for 12–16 hours closes much of that gap.',
    },
    { kind: 'heading', text: 'Photoperiod control with a few micromoles' },
    {
      kind: 'paragraph',
      text: 'Photoperiodic lighting uses far less energy. Plants sense night length through phytochrome, a pigment that switches between a red-absorbing and a far-red-absorbing form. A short-day crop such as chrysanthemum or poinsettia can be held vegetative by interrupting the long winter night with only a few micromoles per square metre per second for a few hours. Long-day crops such as many petunia and snapdragon varieties can be brought into flower early the same way.',
    },
    {
      kind: 'paragraph',
      text: 'For decades this was done with incandescent lamps. LED photoperiodic lamps now do the same job on a small fraction of the power, and their spectrum can be chosen. Studies have shown that a mix of red and far-red light is the most dependable way to promote flowering in long-day plants, while red light alone is effective for holding short-day plants vegetative. Getting that spectrum right matters: the wrong one can delay flowering by days across a whole crop.',
    },
    { kind: 'heading', text: 'Spectrum shapes the plant' },
    {
      kind: 'paragraph',
      text: 'Blue light suppresses stem elongation, and a higher blue fraction produces compact, well-branched plants. Potted flower growers have traditionally controlled height with chemical plant growth regulators. Lighting with a deliberate blue component can reduce, and for some crops replace, those applications, which lowers cost and appeals to retailers asking for fewer chemical inputs. Blue and ultraviolet light can also deepen the red and purple of anthocyanin pigments in foliage and petals, improving colour in crops such as red-leaved begonias and coleus.',
    },
    {
      kind: 'paragraph',
      text: 'Far-red light has the opposite effect to blue. It promotes stretch and leaf expansion, which is useful when a cut-flower crop needs longer stems, and harmful when a compact pot plant is the goal. Fixtures that let growers adjust or add far-red give them a tool that sunlight alone cannot provide.',
    },
    { kind: 'heading', text: 'Why the switch to LED is accelerating' },
    {
      kind: 'paragraph',
      text: 'High-pressure sodium lamps remain common in older flower greenhouses. They are efficient compared with incandescent light but convert electricity into photons at roughly 1.7 µmol/J, against 2.7–3.1 µmol/J for current LED fixtures. In a region with high electricity prices, such as much of Northern Europe, that difference decides whether a winter crop is profitable at all. LED fixtures also radiate far less heat toward the crop, so flower and leaf temperatures stay closer to the air temperature and delicate petals are less likely to scorch or fade.',
    },
    {
      kind: 'paragraph',
      text: 'There is a trade-off. In cold climates HPS heat is not entirely wasted, because it offsets some of the greenhouse heating bill. Growers who convert usually find they use somewhat more heating fuel but considerably less electricity, and because electricity costs more per unit of energy than gas, the net result is usually a saving. The exact balance depends on local energy prices and should be modelled before a retrofit.',
    },
    { kind: 'heading', text: 'What growers are doing now' },
    {
      kind: 'paragraph',
      text: 'Leading growers combine three tools: supplemental photosynthetic lighting controlled by a DLI target, so that lights run only when the sun falls short; low-intensity photoperiodic lighting to time flowering for market peaks such as Valentine’s Day and Mother’s Day; and spectrum choices that reduce chemical height control. Dimmable LED fixtures with central controllers make all three possible from one installation.',
    },
    {
      kind: 'paragraph',
      text: 'The result is more consistent quality week to week, more precise timing for holiday markets, and a lower energy bill per stem. For a trade that sells beauty on a deadline, that consistency is worth as much as the energy savings.',
    },
  ],
  citation: {
    lead: 'Source',
    title: 'Floriculture research on greenhouse lighting and photoperiod',
    publisher: 'Michigan State University, Department of Horticulture',
    url: 'https://www.canr.msu.edu/floriculture/',
  },
};
