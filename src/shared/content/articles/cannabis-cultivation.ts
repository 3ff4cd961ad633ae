import type { Article } from './types';

export const cannabisCultivation: Article = {
  path: '/cannabis-cultivation',
  topic: 'Cannabis cultivation LED innovations',
  headline: 'Beyond the sodium glow: LED innovations in commercial cannabis cultivation',
  date: '2025-10-22',
  hero: {
    src: '/articles/cannabis-hero.svg',
    alt: 'A flowering cannabis canopy in an indoor room under rows of LED bar fixtures',
    width: 1600,
    height: 700,
  },
  body: [
    {
      kind: 'paragraph',
      text: 'Licensed cannabis cultivation is one of the most light-intensive forms of agriculture. A flowering room runs a 12-hour photoperiod at intensities that approach midday summer sun, in a sealed space where every watt becomes heat. For years the standard tool was the 1000 W high-pressure sodium lamp. Today most new commercial facilities are built with LED fixtures, and many established ones are retrofitting. The reasons go beyond the electricity bill.',
    },
    { kind: 'heading', text: 'How much light does cannabis use?' },
    {
      kind: 'paragraph',
      text: 'Cannabis is unusual in how much light it can use. Research at the University of Guelph grew plants under canopy intensities from about 120 to 1,800 µmol/m²/s during flowering and found that inflorescence yield rose roughly in proportion to light across the whole range, with no clear plateau. Cannabinoid concentrations, by contrast, changed little with intensity, so more light meant more THC per square metre mainly by producing more flower.',
    },
    {
      kind: 'paragraph',
      text: 'In practice, commercial rooms commonly target a photosynthetic photon flux density of about 900–1,200 µmol/m²/s at the canopy in flower, sometimes more with carbon dioxide enrichment. Over a 12-hour photoperiod, 1,000 µmol/m²/s gives a daily light integral of 43 mol/m²/d. Reaching that level efficiently, and evenly across a whole bench, is the core lighting design problem.',
    },
    { kind: 'heading', text: 'Efficacy: more photons for each watt' },
    {
      kind: 'paragraph',
      text: 'A double-ended HPS fixture converts electricity to photosynthetic photons at roughly 1.7 µmol/J. Current LED fixtures reach 2.7–3.1 µmol/J. To deliver 1,000 µmol/m²/s over a 1.2 × 1.2 m area, about 1,440 µmol/s must reach the canopy. Ignoring losses, HPS needs about 850 W for that; LED at 3.0 µmol/J needs about 480 W. Across a room of one hundred such areas, the difference is more than 35 kW of continuous load during the lights-on period.',
    },
    { kind: 'heading', text: 'Heat, humidity and the HVAC balance' },
    {
      kind: 'paragraph',
      text: 'Lower electrical load means lower sensible heat, so chillers and air handlers can be smaller. The change in heat is not only a matter of quantity. HPS lamps beam infrared onto the canopy and warm the leaves; under LED, leaf temperature runs closer to air temperature, so growers typically raise the room set point by a degree or two to keep photosynthesis and vapour pressure deficit on target.',
    },
    {
      kind: 'paragraph',
      text: 'There is a consequence that catches some retrofits by surprise. The plants still transpire roughly as much water as before, so the latent load, the moisture the climate system must remove, stays high while the sensible load falls. Air conditioners sized for a hot HPS room can satisfy the thermostat before they have removed enough moisture. LED rooms therefore rely more on dedicated dehumidification, and mechanical design should be revisited alongside the lighting.',
    },
    { kind: 'heading', text: 'Spectrum: what the evidence supports' },
    {
      kind: 'paragraph',
      text: 'LEDs make it possible to choose the spectrum. Most commercial cannabis fixtures now use a broad white spectrum with added deep red around 660 nm, which is efficient for photosynthesis and lets staff see the true colour of leaves and flowers when checking for deficiencies or pests. Blue light keeps internodes short in vegetative growth.',
    },
    {
      kind: 'paragraph',
      text: 'Claims about special wavelengths deserve scrutiny. Far-red photons just beyond 700 nm, long left out of the standard PAR definition, have been shown to drive photosynthesis when combined with shorter wavelengths, and some fixtures now add far-red to raise canopy photosynthesis. Ultraviolet, on the other hand, has been marketed as a way to raise THC, but controlled studies have not shown a reliable increase in cannabinoid concentration under long-term UV-B exposure, while high UV doses can reduce yield. Efficient, well-distributed photosynthetic light remains the main driver of results.',
    },
    { kind: 'heading', text: 'Form factor, control and lifetime' },
    {
      kind: 'paragraph',
      text: 'The most visible innovation is physical. Multi-bar fixtures spread their diodes over a wide, thin footprint, giving even coverage from a short hanging height and casting less shadow in greenhouses. Passive cooling through aluminium heat sinks eliminates fans as a point of failure. Detachable drivers can be mounted away from the canopy. Centralised controllers dim whole rooms, ramp light up and down to mimic sunrise and sunset, and shut fixtures down if the room overheats.',
    },
    {
      kind: 'paragraph',
      text: 'LED fixtures are typically rated to hold 90% of their output for 50,000 hours or more, while HPS lamps are usually replaced every year or two as their output falls. Consistent light from the first harvest to the fiftieth is itself a quality advantage: cultivators can change one variable at a time and trust what they see in the results.',
    },
    {
      kind: 'paragraph',
      text: 'Taken together, these changes have turned lighting from a fixed cost into a controllable input. The facilities getting the most from LED treat it that way, pairing efficient fixtures with matched HVAC and dehumidification, a uniform canopy plan and careful record keeping.',
    },
  ],
  citation: {
    lead: 'Source',
    title:
      'Rodriguez-Morrison V., Llewellyn D., Zheng Y., “Cannabis Yield, Potency, and Leaf Photosynthesis Respond Differently to Increasing Light Levels in an Indoor Environment”, Frontiers in Plant Science 12 (2021)',
    publisher: 'Frontiers Media',
    url: 'https://www.frontiersin.org/articles/10.3389/fpls.2021.646020/full',
  },
};
