// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORD_GROUPS, KNOWLEDGE_SKUS, knowledgeFor } from '../../src/shared/content/product-knowledge';
import { createTestApp } from '../testing/test-app';
import { seedProducts, type SeedProduct } from './seed-products';

const publicDir = path.resolve(__dirname, '../../public');
const inPublic = (url: string) => path.join(publicDir, url);

const SPEC_SKUS = [
  // The products the family pages list
  'IL-L1050MS', 'IL-L700MS', 'IL-L1030FS', 'IL-L630FS', 'IL-L340FS',
  'IL-HMOL-720', 'IL-HMOL-1000', 'IL-HMOL-1450', 'IL-HMOL-1450-PRO',
  'IL-UC160W-R', 'IL-UC160W-FS', 'IL-6025FSG-120', 'IL-4025FSG-120', 'IL-CLN18',
  'ILUM-DE-N1K', 'ILUM-DE-1K277', 'ILUM-DE-1K480',
  'IL-CMHDE630-120', 'IL-CMHDE630-277', 'IL-CMHDE1000-240', 'IL-CMH315-120', 'IL-CMH315-277',
  'IL-RS-485-PLUS', 'IL-RS-ADAP', 'IL-RS-REPEA', 'ILUM-CTRL-TC+', 'IL-FEC-010V',
  // The C hangers of the Grow Room Accessories page
  'ILUM-CHanger', 'ILUM-CHangerCMH', 'ILUM-CHangerDECMH',
];

const CATEGORIES = ['LED Grow Lights', 'HID Lighting', 'Controllers', 'Cords & Accessory', 'Grow Light Bulbs'];
const SUBCATEGORIES: Record<string, string[]> = {
  'LED Grow Lights': ['LED Grow Lights'],
  'HID Lighting': ['HID Lighting', 'HID ACCESSORIES'],
  Controllers: ['Environmental Controllers'],
  'Cords & Accessory': ['Cords & Accessory', 'CORDS', 'Lighting Accessories'],
  'Grow Light Bulbs': ['LAMPS'],
};
const CORD_TYPES = ['cable-logic', 'cloning-cords', 'hids-cords', 'under-canopy', 'ilx-cords', 'controllers'];
const VOLTAGE_RANGES = ['100-277V', '110-277V', '120-277V', '187-290V', '249-290V', '249-305V', '432-505V'];
const ASSET_FIELDS = ['photo_1', 'photo_2', 'photo_3', 'photo_4', 'photo_5', 'hero_image', 'main_image', 'logo_image', 'spec_sheet', 'manual'];
const PHOTO_FIELDS = ASSET_FIELDS.slice(0, 5);

const bySku = new Map(seedProducts.map((p) => [p.sku, p]));
const isInactive = (p: SeedProduct) => !p.subcategory || p.subcategory === 'Inactive';
const active = seedProducts.filter((p) => !isInactive(p));
const photosOf = (p: SeedProduct) => PHOTO_FIELDS.map((f) => p[f]).filter((v): v is string => typeof v === 'string');

/** The catalogue's wattage filter band: 100 W bands on the first of the 120, 208 or 240 V wattages. */
function wattageBand(p: SeedProduct): string | undefined {
  const watts = [p.wattage_120v, p.wattage_208v, p.wattage_240v].find((w) => typeof w === 'number') as number | undefined;
  if (watts === undefined) return undefined;
  if (watts < 100) return '-100W';
  if (watts >= 1000) return '+1000W';
  return `${Math.floor(watts / 100) * 100}W`;
}

describe('seeded catalogue', () => {
  it('holds at least 80 products with unique ids and SKUs', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(80);
    expect(new Set(seedProducts.map((p) => p.id)).size).toBe(seedProducts.length);
    expect(new Set(seedProducts.map((p) => p.sku.toUpperCase())).size).toBe(seedProducts.length);
  });

  it('has every SKU the specification names, active and for sale', () => {
    for (const sku of SPEC_SKUS) {
      expect(bySku.get(sku), sku).toBeDefined();
      expect(isInactive(bySku.get(sku)!), sku).toBe(false);
    }
  });

  it('keeps the fixed landing-page ids 5–9 on the iLogic Plus fixtures', () => {
    const expected: [number, string, number][] = [[5, 'IL-L340FS', 340], [6, 'IL-L630FS', 630], [7, 'IL-L1030FS', 1030], [8, 'IL-L700MS', 700], [9, 'IL-L1050MS', 1050]];
    for (const [id, sku, watts] of expected) {
      const product = seedProducts.find((p) => p.id === id);
      expect(product?.sku).toBe(sku);
      expect(product?.wattage_120v).toBe(watts);
      expect(product?.hero_title).toBeTruthy();
      expect(product?.frequency).toBe('50/60Hz');
    }
    expect(bySku.get('IL-L1050MS')).toMatchObject({ ppf: '3483 µmol/s', efficacy: '3.05 µmol/J', width: { millimeters: 1100 } });
    expect(bySku.get('IL-L1030FS')?.ppf).toBe('3140 µmol/s');
    for (const sku of ['IL-L1030FS', 'IL-L630FS', 'IL-L340FS']) expect(bySku.get(sku)?.voltage_range).toBe('110-277V');
  });

  it('keeps family sizes exact: iLogic 5, HYPERMOL 4, CMH 5', () => {
    const starting = (prefix: string) => seedProducts.filter((p) => p.sku.startsWith(prefix)).map((p) => p.sku);
    expect(starting('IL-HMOL-')).toHaveLength(4);
    expect(starting('IL-CMH')).toHaveLength(5);
    // No SKU extends a family SKU, so an exact or prefix pattern finds the same products.
    for (const sku of SPEC_SKUS) {
      const extensions = starting(sku).filter((other) => other !== sku && !SPEC_SKUS.includes(other));
      expect(extensions, sku).toEqual([]);
    }
  });

  it('uses only the five shop categories and the subcategory vocabulary of each', () => {
    for (const p of active) {
      expect(CATEGORIES, p.sku).toContain(p.category);
      expect(SUBCATEGORIES[p.category as string], p.sku).toContain(p.subcategory);
      expect(p).toMatchObject({ brand: 'Verdant', currency: 'USD' });
    }
    for (const category of CATEGORIES) expect(active.some((p) => p.category === category), category).toBe(true);
  });

  it('gives every cord a cord_type and uses all six', () => {
    const cords = seedProducts.filter((p) => p.category === 'Cords & Accessory');
    for (const cord of cords) expect(CORD_TYPES, cord.sku).toContain(cord.cord_type);
    expect(new Set(cords.map((c) => c.cord_type))).toEqual(new Set(CORD_TYPES));
  });

  it('covers every stock band: out of stock, low, a few, plenty', () => {
    const bands = new Set(active.map((p) => (p.stock === 0 ? 'out' : p.stock < 5 ? 'low' : p.stock < 10 ? 'few' : 'plenty')));
    expect(bands).toEqual(new Set(['out', 'low', 'few', 'plenty']));
    const outOfStock = active.filter((p) => p.stock === 0).map((p) => p.category);
    expect(outOfStock).toContain('LED Grow Lights');
    expect(outOfStock).toContain('HID Lighting');
  });

  it('hides a few products as inactive, by Inactive or by no subcategory', () => {
    const inactive = seedProducts.filter(isInactive);
    expect(inactive.length).toBeGreaterThanOrEqual(3);
    expect(inactive.some((p) => p.subcategory === 'Inactive')).toBe(true);
    expect(inactive.some((p) => p.subcategory == null)).toBe(true);
  });

  it('uses only the voltage ranges the catalogue filter offers', () => {
    for (const p of seedProducts) if (p.voltage_range !== undefined) expect(VOLTAGE_RANGES, p.sku).toContain(p.voltage_range);
    const used = new Set(active.map((p) => p.voltage_range));
    for (const range of VOLTAGE_RANGES) expect(used, range).toContain(range);
  });

  it('has products in every wattage filter band', () => {
    const bands = new Set(active.map(wattageBand));
    for (const band of ['-100W', '100W', '300W', '600W', '700W', '+1000W']) expect(bands, band).toContain(band);
  });

  it('prices from about $15 to under the $3000 filter maximum', () => {
    const prices = active.map((p) => p.msrp as number);
    expect(Math.min(...prices)).toBeLessThanOrEqual(15);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(2500);
    expect(Math.max(...prices)).toBeLessThanOrEqual(3000);
  });

  it('includes products without photos', () => {
    expect(active.filter((p) => photosOf(p).length === 0).length).toBeGreaterThanOrEqual(2);
  });
});

describe('seeded catalogue assets', () => {
  // A 404 would show as a broken photo and leave a hole in the offline copy.
  it('finds every photo and document it references in public/', () => {
    for (const p of seedProducts) {
      const gallery = Array.isArray(p.image_gallery) ? (p.image_gallery as string[]) : [];
      for (const url of [...ASSET_FIELDS.map((field) => p[field]), ...gallery]) {
        if (typeof url !== 'string') continue;
        expect(fs.existsSync(inPublic(url)), `${p.sku} ${url}`).toBe(true);
      }
    }
  });

  it('draws 800×800 SVG illustrations under 4 KB', () => {
    const dir = inPublic('/products');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
      const svg = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(svg.length, file).toBeLessThan(4096);
      expect(svg, file).toMatch(/^<svg [^>]*width="800" height="800" viewBox="0 0 800 800"/);
    }
  });

  it('writes PDFs whose xref offsets point at their objects', () => {
    const dir = inPublic('/docs');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.pdf'));
    expect(files).toContain('verdant-catalog.pdf');
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(dir, file)).toString('latin1');
      expect(bytes.startsWith('%PDF-1.4'), file).toBe(true);
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(bytes)?.[1]);
      expect(bytes.slice(startxref, startxref + 4), file).toBe('xref');
      const entries = [...bytes.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(entries.length, file).toBeGreaterThanOrEqual(6);
      entries.forEach((offset, index) => expect(bytes.slice(offset).startsWith(`${index + 1} 0 obj`), `${file} obj ${index + 1}`).toBe(true));
    }
  });
});

describe('static product knowledge against the catalogue', () => {
  it('describes about 25 catalogue products, with spectrum charts that exist', () => {
    expect(KNOWLEDGE_SKUS.length).toBeGreaterThanOrEqual(25);
    for (const sku of KNOWLEDGE_SKUS) {
      expect(bySku.get(sku), sku).toBeDefined();
      for (const spectrum of knowledgeFor(sku)!.spectrums) expect(fs.existsSync(inPublic(spectrum.image)), spectrum.image).toBe(true);
    }
  });

  it('lists only cords the catalogue sells in each cord group', () => {
    for (const [group, skus] of Object.entries(CORD_GROUPS)) {
      expect(skus.length, group).toBeGreaterThan(0);
      for (const sku of skus) expect(bySku.get(sku)?.category, `${group} ${sku}`).toBe('Cords & Accessory');
    }
  });
});

describe('seeding the database', () => {
  it('serves every active and inactive record with its stock as stock_quantity', async () => {
    const t = await createTestApp();
    try {
      const body = (await (await t.app.request('/api/products')).json()) as { items: { sku: string; stock_quantity: number }[] };
      expect(body.items).toHaveLength(seedProducts.length);
      expect(body.items.find((item) => item.sku === 'IL-HMOL-720')?.stock_quantity).toBe(bySku.get('IL-HMOL-720')!.stock);
      const touch = (await (await t.app.request('/api/products/ilum-ctrl-tc+')).json()) as { sku: string };
      expect(touch.sku).toBe('ILUM-CTRL-TC+');
    } finally {
      await t.close();
    }
  });
});
