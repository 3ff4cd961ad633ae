import type { Product } from '../../shared/product';

/** The grouped shape GET /api/products/:id adds for the landing pages: specifications and physical size. */
export interface LandingProduct extends Product {
  specifications?: {
    model?: string | null;
    rated_voltage?: string | null;
    ppf?: string | number | null;
    efficacy?: string | number | null;
  };
  physical?: {
    dimensions_formatted?: {
      length?: string | null;
      width?: string | null;
      height?: string | null;
      weight?: string | null;
    };
  };
  hero_title?: string | null;
  hero_description?: string | null;
}

export interface SpecRow {
  label: string;
  value: string;
}

/** Shown in place of any value the catalogue leaves out, so a landing page never shows a blank figure. */
export const SPEC_FALLBACKS = {
  model: 'ILOGIC FS PLUS',
  voltage: '100-277V',
  ppf: '2298 µmol/s',
  efficacy: '3.12 µmol/J',
  length: '1100mm',
  width: '1100mm',
  height: '32mm',
  weight: '36.3 lbs 16.5 kg',
} as const;

export const LOAD_ERROR_TEXT = 'Error cargando el producto';

/** A value counts as missing when it is absent or blank: an empty cell helps no buyer. */
function present(value: string | number | null | undefined, unit?: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? (unit ? `${value} ${unit}` : String(value)) : undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** Model, Voltage, PPF, Efficacy, each with its fallback. */
export function productSpecRows(product: LandingProduct): SpecRow[] {
  const specs = product.specifications ?? {};
  return [
    { label: 'Model', value: present(specs.model) ?? SPEC_FALLBACKS.model },
    { label: 'Voltage', value: present(specs.rated_voltage) ?? SPEC_FALLBACKS.voltage },
    { label: 'PPF', value: present(specs.ppf, 'µmol/s') ?? SPEC_FALLBACKS.ppf },
    { label: 'Efficacy', value: present(specs.efficacy, 'µmol/J') ?? SPEC_FALLBACKS.efficacy },
  ];
}

/** Length, Width, Height, Weight, each with its fallback. */
export function physicalSpecRows(product: LandingProduct): SpecRow[] {
  const dimensions = product.physical?.dimensions_formatted ?? {};
  return [
    { label: 'Length', value: present(dimensions.length) ?? SPEC_FALLBACKS.length },
    { label: 'Width', value: present(dimensions.width) ?? SPEC_FALLBACKS.width },
    { label: 'Height', value: present(dimensions.height) ?? SPEC_FALLBACKS.height },
    { label: 'Weight', value: present(dimensions.weight) ?? SPEC_FALLBACKS.weight },
  ];
}

export type DownloadKind = 'Spec Sheet' | 'Manual';

/** The file behind a download button, or null when the catalogue has none for this product. */
export function downloadUrl(product: LandingProduct, kind: DownloadKind): string | null {
  const url = kind === 'Spec Sheet' ? product.spec_sheet : product.manual;
  return present(url) ?? null;
}

/** Name used on the page: the catalogue's hero title, else its item name, else the family line. */
export function displayName(product: LandingProduct, fallback: string): string {
  return present(product.hero_title) ?? present(product.item_name) ?? fallback;
}
