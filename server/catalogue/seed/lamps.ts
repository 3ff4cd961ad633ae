import { base, docs, kg, photos, type SeedProduct } from './shape';

/**
 * Replacement lamps. SKU prefixes group them for the HID page families: IL-LAMP-HPS-, IL-LAMP-MH-,
 * IL-LAMP-DEHPS- and IL-LAMP-CMH-; none starts with a fixture SKU, so fixture families stay exact.
 */

interface Lamp {
  id: number;
  sku: string;
  name: string;
  msrp: number;
  stock: number;
  watts: number;
  kelvin: number;
  base: 'E39 mogul' | 'DE (double-ended)' | 'PGZX18';
  ppf: number;
  ratedLife: string;
  description: string;
  details: string;
  photoCount?: number;
  specSheet?: boolean;
  subcategory?: string | null;
}

function lamp(item: Lamp): SeedProduct {
  return {
    id: item.id,
    sku: item.sku,
    stock: item.stock,
    item_name: item.name,
    ...base,
    category: 'Grow Light Bulbs',
    subcategory: item.subcategory === undefined ? 'LAMPS' : item.subcategory,
    msrp: item.msrp,
    ...photos(item.sku, item.photoCount ?? 1),
    ...(item.specSheet && docs(item.sku, 'spec')),
    short_description: item.description,
    long_description: `<p>${item.details}</p><ul><li><strong>${item.watts}W</strong>, ${item.kelvin}K</li><li>Base: ${item.base}</li><li>PPF ${item.ppf} µmol/s</li><li>Rated life ${item.ratedLife}</li></ul>`,
    important_notes: 'Handle the lamp by its base or with gloves: skin oil on the quartz arc tube shortens lamp life.',
    ppf: `${item.ppf} µmol/s`,
    warranty: '1 year',
    weight: kg(item.base === 'E39 mogul' ? 0.35 : 0.15),
  };
}

export const lamps: SeedProduct[] = [
  lamp({ id: 90, sku: 'IL-LAMP-HPS-600', name: 'HPS Lamp 600W SE', msrp: 39, stock: 44, watts: 600, kelvin: 2100, base: 'E39 mogul', ppf: 1100, ratedLife: '10,000 hours', photoCount: 2, description: 'Single-ended 600W high pressure sodium lamp for flowering.', details: 'A dependable <strong>600W HPS</strong> lamp with a red-orange spectrum for flowering and fruiting crops.' }),
  lamp({ id: 91, sku: 'IL-LAMP-HPS-1000', name: 'HPS Lamp 1000W SE', msrp: 45, stock: 3, watts: 1000, kelvin: 2100, base: 'E39 mogul', ppf: 1800, ratedLife: '10,000 hours', description: 'Single-ended 1000W high pressure sodium lamp.', details: 'A <strong>1000W HPS</strong> lamp for SE reflectors and open hoods.' }),
  lamp({ id: 92, sku: 'IL-LAMP-MH-600', name: 'Metal Halide Lamp 600W SE', msrp: 42, stock: 0, watts: 600, kelvin: 4200, base: 'E39 mogul', ppf: 900, ratedLife: '10,000 hours', photoCount: 0, description: 'Single-ended 600W metal halide lamp for vegetative growth.', details: 'Cool <strong>4200K metal halide</strong> light keeps internodes short during veg.' }),
  lamp({ id: 93, sku: 'IL-LAMP-MH-1000', name: 'Metal Halide Lamp 1000W SE', msrp: 49, stock: 12, watts: 1000, kelvin: 4200, base: 'E39 mogul', ppf: 1500, ratedLife: '10,000 hours', description: 'Single-ended 1000W metal halide lamp.', details: 'A <strong>1000W metal halide</strong> lamp for large veg rooms and greenhouse supplement.' }),
  lamp({ id: 94, sku: 'IL-LAMP-DEHPS-1000', name: 'DE HPS Lamp 1000W', msrp: 89, stock: 36, watts: 1000, kelvin: 2100, base: 'DE (double-ended)', ppf: 2100, ratedLife: '10,000 hours to 90% output', photoCount: 2, specSheet: true, description: 'Double-ended 1000W HPS lamp, the replacement for every DE Full Fixture.', details: 'The <strong>DE HPS 1000W</strong> lamp keeps more of its output over its life than SE lamps, so rooms hold their yields between changes.' }),
  lamp({ id: 95, sku: 'IL-LAMP-DEHPS-1000-400V', name: 'DE HPS Lamp 1000W (400V)', msrp: 99, stock: 6, watts: 1000, kelvin: 2100, base: 'DE (double-ended)', ppf: 2150, ratedLife: '10,000 hours to 90% output', description: 'Double-ended 1000W HPS lamp for 400V ballasts.', details: 'A <strong>400V DE HPS</strong> lamp for ballasts that run a 400V lamp, such as the 480V DE fixture.' }),
  lamp({ id: 96, sku: 'IL-LAMP-DEHPS-750', name: 'DE HPS Lamp 750W', msrp: 85, stock: 8, watts: 750, kelvin: 2100, base: 'DE (double-ended)', ppf: 1500, ratedLife: '10,000 hours', description: 'Double-ended 750W HPS lamp for low-ceiling rooms.', details: 'A <strong>750W DE HPS</strong> lamp for rooms too short for 1000W.' }),
  lamp({ id: 97, sku: 'IL-LAMP-CMH-315-3K', name: 'CMH Lamp 315W 3100K', msrp: 99, stock: 27, watts: 315, kelvin: 3100, base: 'PGZX18', ppf: 580, ratedLife: '20,000 hours', photoCount: 2, specSheet: true, description: 'Ceramic metal halide 315W lamp, 3100K, for flowering.', details: 'A warm <strong>3100K CMH</strong> lamp with extra red for flowering under 315W CMH fixtures.' }),
  lamp({ id: 98, sku: 'IL-LAMP-CMH-315-4K', name: 'CMH Lamp 315W 4200K', msrp: 99, stock: 1, watts: 315, kelvin: 4200, base: 'PGZX18', ppf: 560, ratedLife: '20,000 hours', description: 'Ceramic metal halide 315W lamp, 4200K, for vegetative growth.', details: 'A cool <strong>4200K CMH</strong> lamp for compact veg growth.' }),
  lamp({ id: 99, sku: 'IL-LAMP-CMH-DE630-3K', name: 'DE CMH Lamp 630W 3100K', msrp: 139, stock: 10, watts: 630, kelvin: 3100, base: 'DE (double-ended)', ppf: 1150, ratedLife: '15,000 hours', specSheet: true, description: 'Double-ended 630W CMH lamp for DE CMH fixtures.', details: 'A <strong>630W DE CMH</strong> lamp with a sun-like spectrum and a CRI above 90.' }),
  lamp({ id: 100, sku: 'IL-LAMP-CMH-DE1000-3K', name: 'DE CMH Lamp 1000W 3100K', msrp: 159, stock: 0, watts: 1000, kelvin: 3100, base: 'DE (double-ended)', ppf: 1900, ratedLife: '15,000 hours', description: 'Double-ended 1000W CMH lamp for the DE CMH 1000W fixture.', details: 'A <strong>1000W DE CMH</strong> lamp, the replacement for the CMH Full Fixture DE 1000W.' }),
  lamp({ id: 101, sku: 'IL-LAMP-HPS-400', name: 'HPS Lamp 400W SE (discontinued)', msrp: 29, stock: 5, watts: 400, kelvin: 2100, base: 'E39 mogul', ppf: 700, ratedLife: '10,000 hours', subcategory: 'Inactive', description: 'Single-ended 400W HPS lamp, no longer sold.', details: 'A <strong>400W HPS</strong> lamp, replaced by the 600W model.' }),
];
