// Text of the generated spec sheets, manuals and catalogue, read from the seeded records.
import { LINES_PER_PAGE, wrap } from './pdf.mjs';

const plain = (html) => String(html ?? '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** HTML paragraphs and list items as wrapped lines, list items bulleted. */
const htmlLines = (html) =>
  String(html ?? '')
    .split(/(?=<p>|<li>)/)
    .map((block) => (block.startsWith('<li>') ? `- ${plain(block)}` : plain(block)))
    .filter(Boolean)
    .flatMap((block) => wrap(block));

const measure = (value) => (value?.millimeters != null ? `${value.millimeters} mm (${value.inches} in)` : undefined);

const wattageLines = (p) =>
  [120, 208, 240, 277]
    .filter((v) => p[`wattage_${v}v`] != null)
    .map((v) => `Input at ${v}V: ${p[`wattage_${v}v`]}W, ${p[`amperage_${v}v`]}A`);

const row = (label, value) => (value === undefined || value === null || value === '' ? [] : [`${label}: ${value}`]);

export function specSheetPages(p) {
  const lines = [
    '## Overview',
    ...wrap(plain(p.short_description)),
    '',
    '## Specifications',
    ...row('Model', p.sku),
    ...row('Category', p.category),
    ...row('Input voltage', p.voltage_range),
    ...row('Rated voltage', p.rated_voltage),
    ...wattageLines(p),
    ...row('Frequency', p.frequency),
    ...row('Power factor', p.power_factor),
    ...row('PPF', p.ppf),
    ...row('Efficacy', p.efficacy),
    ...row('Coverage', p.standalone_cover_area),
    ...row('Mounting height', p.mounting_height),
    ...row('Dimming', p.dimmable),
    ...row('Ingress protection', p.ip_certification),
    ...row('Operating temperature', p.operating_temperature),
    ...row('Lifespan', p.lifespan),
    ...row('Certifications', p.certifications),
    ...row('Warranty', p.warranty),
    '',
    '## Dimensions',
    ...row('Length', measure(p.length)),
    ...row('Width', measure(p.width)),
    ...row('Height', measure(p.height)),
    ...row('Weight', p.weight ? `${p.weight.kilograms} kg (${p.weight.pounds} lb)` : undefined),
    '',
    '## Description',
    ...htmlLines(p.long_description),
  ];
  return paginate(lines);
}

const SAFETY = [
  'Disconnect power before installing, servicing or cleaning the product.',
  'Installation must follow local electrical codes; 277V and 480V circuits must be wired by a licensed electrician.',
  'Load each circuit panel to no more than 80% of its rated capacity.',
];

const BY_CATEGORY = {
  'LED Grow Lights': [
    ['## Mounting', 'Hang the fixture level from all hanging points with the supplied ratchets. Start at the highest mounting height listed and lower it over the first week while watching the canopy for light stress.'],
    ['## Dimming', 'Dim with the 0-10V port, the RJ14 daisy chain or a Plus Controller. Seedlings and fresh clones prefer 40-50% output; flowering crops can run at 100%.'],
    ['## Maintenance', 'Wipe the bars with a dry, soft cloth when cold. Do not spray water onto the driver connectors.'],
  ],
  'HID Lighting': [
    ['## Mounting', 'Mount ballasts 24 to 60 inches apart and away from water. Keep the reflector level so the lamp burns evenly.'],
    ['## Lamp care', 'Run a new lamp at 100% for at least 100 hours before dimming it. After switching off, wait 1 hour before a hot re-strike.'],
    ['## Troubleshooting', 'If a lamp is not lit after 30 minutes, cycle the power once. If it still does not strike, check the lamp seating and the lamp cord.'],
  ],
  Controllers: [
    ['## Installation', 'Mount the controller outside the grow room or in a dry enclosure. Route control cables away from mains wiring.'],
    ['## Set-up', 'Set the schedule, ramp time and high-temperature limit before connecting fixtures. Terminate the last fixture of each channel.'],
  ],
};

export function manualPages(p) {
  const guidance = BY_CATEGORY[p.category] ?? [['## Use', 'Connect and use only with the Verdant products listed in the description.']];
  const lines = [
    '## Safety',
    ...SAFETY.flatMap((text) => wrap(`- ${text}`)),
    ...wrap(plain(p.important_notes)),
    '',
    ...guidance.flatMap(([heading, text]) => [heading, ...wrap(text), '']),
    '## Warranty',
    ...wrap(`${p.warranty ?? '1 year'} from the date of purchase for the original buyer. Register the product within 30 days of purchase.`),
  ];
  return paginate(lines);
}

export function catalogPages(products) {
  const lines = [];
  for (const category of [...new Set(products.map((p) => p.category))]) {
    lines.push('', `## ${category}`);
    for (const p of products.filter((item) => item.category === category)) {
      lines.push([[p.sku, 0], [p.item_name.slice(0, 54), 130], [`$${Number(p.msrp).toFixed(2)}`, 440]]);
    }
  }
  return paginate(lines.slice(1));
}

function paginate(lines) {
  const pages = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) pages.push(lines.slice(start, start + LINES_PER_PAGE));
  return pages.length > 0 ? pages : [[]];
}
