import { describe, expect, it } from 'vitest';
import { displayName, downloadUrl, physicalSpecRows, productSpecRows, SPEC_FALLBACKS, type LandingProduct } from './model';

const complete: LandingProduct = {
  id: 9,
  sku: 'IL-L1050MS',
  item_name: 'iLogic MS Plus 1050W LED Grow Light',
  spec_sheet: '/docs/il-l1050ms-spec-sheet.pdf',
  manual: '/docs/il-l1050ms-manual.pdf',
  specifications: { model: 'IL-L1050MS', rated_voltage: '120-277V', ppf: '3483 µmol/s', efficacy: '3.05 µmol/J' },
  physical: { dimensions_formatted: { length: '1200mm', width: '1100mm', height: '80mm', weight: '39.7 lbs 18 kg' } },
};

const values = (rows: { label: string; value: string }[]) => Object.fromEntries(rows.map((r) => [r.label, r.value]));

describe('productSpecRows', () => {
  it('shows the server values in the order Model, Voltage, PPF, Efficacy', () => {
    expect(productSpecRows(complete)).toEqual([
      { label: 'Model', value: 'IL-L1050MS' },
      { label: 'Voltage', value: '120-277V' },
      { label: 'PPF', value: '3483 µmol/s' },
      { label: 'Efficacy', value: '3.05 µmol/J' },
    ]);
  });

  it.each([
    ['model', 'Model', 'ILOGIC FS PLUS'],
    ['rated_voltage', 'Voltage', '100-277V'],
    ['ppf', 'PPF', '2298 µmol/s'],
    ['efficacy', 'Efficacy', '3.12 µmol/J'],
  ] as const)('falls back when %s is missing, null or blank', (field, label, fallback) => {
    for (const missing of [undefined, null, '', '   ']) {
      const product = { ...complete, specifications: { ...complete.specifications, [field]: missing } };
      const shown = values(productSpecRows(product));
      expect(shown[label]).toBe(fallback);
      // Only the missing value is replaced.
      expect(Object.values(shown).filter((value) => value === fallback)).toHaveLength(1);
    }
  });

  it('uses every fallback when the product has no specifications at all', () => {
    const { specifications: _omit, ...bare } = complete;
    expect(productSpecRows(bare).map((r) => r.value)).toEqual(['ILOGIC FS PLUS', '100-277V', '2298 µmol/s', '3.12 µmol/J']);
  });

  it('writes a bare number with its unit', () => {
    const product = { ...complete, specifications: { ...complete.specifications, ppf: 986, efficacy: 2.9 } };
    expect(values(productSpecRows(product))).toMatchObject({ PPF: '986 µmol/s', Efficacy: '2.9 µmol/J' });
  });
});

describe('physicalSpecRows', () => {
  it('shows the server values in the order Length, Width, Height, Weight', () => {
    expect(physicalSpecRows(complete).map((r) => `${r.label} ${r.value}`)).toEqual([
      'Length 1200mm',
      'Width 1100mm',
      'Height 80mm',
      'Weight 39.7 lbs 18 kg',
    ]);
  });

  it.each([
    ['length', 'Length', '1100mm'],
    ['width', 'Width', '1100mm'],
    ['height', 'Height', '32mm'],
    ['weight', 'Weight', '36.3 lbs 16.5 kg'],
  ] as const)('falls back when %s is missing', (field, label, fallback) => {
    const dimensions = { ...complete.physical!.dimensions_formatted, [field]: undefined };
    const shown = values(physicalSpecRows({ ...complete, physical: { dimensions_formatted: dimensions } }));
    expect(shown[label]).toBe(fallback);
  });

  it('uses every fallback when the product has no physical block', () => {
    const { physical: _omit, ...bare } = complete;
    expect(physicalSpecRows(bare).map((r) => r.value)).toEqual([
      SPEC_FALLBACKS.length,
      SPEC_FALLBACKS.width,
      SPEC_FALLBACKS.height,
      SPEC_FALLBACKS.weight,
    ]);
  });
});

describe('downloadUrl and displayName', () => {
  it('picks the spec sheet or the manual, and null when the catalogue has none', () => {
    expect(downloadUrl(complete, 'Spec Sheet')).toBe('/docs/il-l1050ms-spec-sheet.pdf');
    expect(downloadUrl(complete, 'Manual')).toBe('/docs/il-l1050ms-manual.pdf');
    expect(downloadUrl({ ...complete, manual: null }, 'Manual')).toBeNull();
  });

  it('prefers the hero title, then the item name, then the family name', () => {
    expect(displayName({ ...complete, hero_title: 'iLogic MS Plus 1050W' }, 'x')).toBe('iLogic MS Plus 1050W');
    expect(displayName(complete, 'x')).toBe('iLogic MS Plus 1050W LED Grow Light');
    expect(displayName({ ...complete, item_name: '' }, 'iLogic MS Plus 1050W')).toBe('iLogic MS Plus 1050W');
  });
});
