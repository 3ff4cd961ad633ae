/** Shared shape and builders of the seeded catalogue records. */

export interface SeedProduct {
  id: number;
  sku: string;
  stock: number;
  item_name: string;
  [field: string]: unknown;
}

const round = (value: number, places: number) => Number(value.toFixed(places));

/** File-name form of a SKU: lowercase, '+' spelled out so URLs need no escaping. */
export const assetSlug = (sku: string) =>
  sku
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9-]+/g, '-');

/** A length given in millimetres, with its inch reading. */
export const mm = (millimeters: number) => ({ inches: round(millimeters / 25.4, 1), millimeters });

/** A weight given in kilograms, with its pound reading. */
export const kg = (kilograms: number) => ({ pounds: round(kilograms * 2.20462, 1), kilograms });

/** photo_1..photo_n pointing at the generated illustrations. */
export function photos(sku: string, count: number): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let n = 1; n <= count; n += 1) fields[`photo_${n}`] = `/products/${assetSlug(sku)}-${n}.svg`;
  return fields;
}

/** Spec sheet and/or manual links to the generated PDFs. */
export function docs(sku: string, which: 'both' | 'spec' | 'manual' = 'both') {
  const slug = assetSlug(sku);
  return {
    ...(which !== 'manual' && { spec_sheet: `/docs/${slug}-spec-sheet.pdf` }),
    ...(which !== 'spec' && { manual: `/docs/${slug}-manual.pdf` }),
  };
}

type Volts = 120 | 208 | 240 | 277;

/**
 * Input wattage and current at the listed supply voltages. Current is W / (V × PF): drivers and
 * electronic ballasts run at a power factor close to 0.98, which the published amperage reflects.
 */
export function electrical(watts: number, volts: readonly Volts[], powerFactor = 0.98) {
  const fields: Record<string, number> = {};
  for (const v of volts) {
    fields[`wattage_${v}v`] = watts;
    fields[`amperage_${v}v`] = round(watts / (v * powerFactor), 2);
  }
  return fields;
}

export const ALL_VOLTS = [120, 208, 240, 277] as const;
export const LOW_VOLTS = [120, 208, 240] as const;
export const HIGH_VOLTS = [208, 240, 277] as const;

/** Fields every seeded record shares. */
export const base = { brand: 'Verdant', currency: 'USD' } as const;
