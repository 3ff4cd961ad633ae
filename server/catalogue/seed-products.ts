/** The seeded catalogue. Ids are fixed: the iLogic Plus landing pages load ids 5–9. */

export interface SeedProduct {
  id: number;
  sku: string;
  stock: number;
  item_name: string;
  [field: string]: unknown;
}

export const seedProducts: SeedProduct[] = [
  {
    id: 9,
    sku: 'IL-L1050MS',
    stock: 24,
    item_name: 'iLogic MS Plus 1050W LED Grow Light',
    brand: 'Verdant',
    category: 'LED Grow Lights',
    subcategory: 'LED Grow Lights',
    msrp: 1599,
    currency: 'USD',
    photo_1: '/products/il-l1050ms-1.svg',
    voltage_range: '120-277V',
    rated_voltage: '120-277V',
    wattage_120v: 1050,
    wattage_208v: 1050,
    wattage_240v: 1050,
    wattage_277v: 1050,
    ppf: '3483 µmol/s',
    efficacy: '3.05 µmol/J',
    length: { inches: 47.2, millimeters: 1200 },
    width: { inches: 43.3, millimeters: 1100 },
    height: { inches: 3.1, millimeters: 80 },
    weight: { pounds: 39.7, kilograms: 18 },
  },
];
