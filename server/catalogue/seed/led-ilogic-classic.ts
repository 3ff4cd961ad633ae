import { base, docs, electrical, kg, mm, photos, ALL_VOLTS, type SeedProduct } from './shape';

/** The iLogic 6, 8 and 9 fixtures (each in Full Spectrum and UV & Far Red) and the retired iLogic 480W. */

interface ClassicModel {
  id: number;
  sku: string;
  line: 'iLogic6' | 'iLogic8' | 'iLogic9';
  watts: number;
  uv: boolean;
  msrp: number;
  stock: number;
  ppf: number;
  cover: string;
  size: [number, number, number];
  kilograms: number;
  photoCount: number;
}

function classic(model: ClassicModel): SeedProduct {
  const spectrum = model.uv ? 'UV & Far Red' : 'Full Spectrum';
  const efficacy = (model.ppf / model.watts).toFixed(2);
  const [length, width, height] = model.size;
  return {
    id: model.id,
    sku: model.sku,
    stock: model.stock,
    item_name: `${model.line} LED Fixture ${spectrum} ${model.watts}W`,
    ...base,
    category: 'LED Grow Lights',
    subcategory: 'LED Grow Lights',
    msrp: model.msrp,
    ...photos(model.sku, model.photoCount),
    ...docs(model.sku),
    short_description: model.uv
      ? `${model.watts}W ${model.line} with switchable UV-A (385 nm) and far-red (730 nm) channels for late flower.`
      : `${model.watts}W ${model.line} full-spectrum fixture, a proven workhorse for flowering rooms.`,
    long_description: model.uv
      ? `<p>The <strong>${model.line} UV &amp; Far Red</strong> adds two independently switched channels to the full-spectrum base: UV-A for the final two weeks of flower and far-red for the Emerson effect and end-of-day treatments.</p><ul><li><strong>${model.ppf} µmol/s</strong> PAR plus far-red</li><li>UV-A 385 nm and far-red 730 nm on their own dimming channels</li><li>Connects with iLX cords</li></ul>`
      : `<p>The <strong>${model.line} Full Spectrum</strong> is the fixture many of our commercial customers converted their rooms with. Its broad white spectrum with 660 nm red suits every stage from veg to harvest.</p><ul><li><strong>${model.ppf} µmol/s</strong> at <strong>${efficacy} µmol/J</strong></li><li>Passive cooling, no fans to fail</li><li>Connects with iLX cords</li></ul>`,
    important_notes: model.uv
      ? 'UV-A exposure irritates skin and eyes: switch the UV channel off before working under the fixture and wear UV-rated glasses.'
      : 'Keep the canopy at least 8 in (20 cm) from the bars at full output.',
    voltage_range: '100-277V',
    rated_voltage: '100-277V',
    ...electrical(model.watts, ALL_VOLTS),
    ppf: `${model.ppf} µmol/s`,
    efficacy: `${efficacy} µmol/J`,
    standalone_cover_area: model.cover,
    mounting_height: '8-14 in (20-35 cm) above canopy',
    dimmable: model.uv ? 'Yes — 0-10V, UV and far-red on separate channels' : 'Yes — 0-10V',
    ip_certification: 'IP65',
    warranty: '5 years',
    certifications: 'ETL, DLC Horticultural QPL, CE, FCC',
    length: mm(length),
    width: mm(width),
    height: mm(height),
    weight: kg(model.kilograms),
  };
}

export const iLogicClassic: SeedProduct[] = [
  classic({ id: 15, sku: 'IL-L6-330FS', line: 'iLogic6', watts: 330, uv: false, msrp: 699, stock: 11, ppf: 924, cover: '3 ft × 3 ft (0.9 m × 0.9 m)', size: [1000, 540, 90], kilograms: 7.9, photoCount: 2 }),
  classic({ id: 16, sku: 'IL-L6-330UVFR', line: 'iLogic6', watts: 330, uv: true, msrp: 749, stock: 0, ppf: 891, cover: '3 ft × 3 ft (0.9 m × 0.9 m)', size: [1000, 540, 90], kilograms: 8.1, photoCount: 1 }),
  classic({ id: 17, sku: 'IL-L8-630FS', line: 'iLogic8', watts: 630, uv: false, msrp: 999, stock: 8, ppf: 1764, cover: '4 ft × 4 ft (1.2 m × 1.2 m)', size: [1100, 1000, 90], kilograms: 12.4, photoCount: 3 }),
  classic({ id: 18, sku: 'IL-L8-630UVFR', line: 'iLogic8', watts: 630, uv: true, msrp: 1049, stock: 1, ppf: 1701, cover: '4 ft × 4 ft (1.2 m × 1.2 m)', size: [1100, 1000, 90], kilograms: 12.7, photoCount: 2 }),
  classic({ id: 19, sku: 'IL-L9-1000FS', line: 'iLogic9', watts: 1000, uv: false, msrp: 1349, stock: 20, ppf: 2800, cover: '5 ft × 5 ft (1.5 m × 1.5 m)', size: [1150, 1100, 90], kilograms: 16.8, photoCount: 3 }),
  classic({ id: 20, sku: 'IL-L9-1000UVFR', line: 'iLogic9', watts: 1000, uv: true, msrp: 1399, stock: 5, ppf: 2700, cover: '5 ft × 5 ft (1.5 m × 1.5 m)', size: [1150, 1100, 90], kilograms: 17.1, photoCount: 2 }),
  {
    // Retired from sale: kept so existing orders and RMAs still resolve the SKU.
    ...classic({ id: 21, sku: 'IL-L480FS', line: 'iLogic8', watts: 480, uv: false, msrp: 899, stock: 3, ppf: 1200, cover: '4 ft × 4 ft (1.2 m × 1.2 m)', size: [1100, 1000, 90], kilograms: 11.9, photoCount: 1 }),
    item_name: 'iLogic 480W LED Fixture (retired)',
    subcategory: 'Inactive',
  },
];
