import { describe, expect, it } from 'vitest';
import { CORD_GROUPS, compatibleCordSkus, cordGroupOf, knowledgeFor } from './product-knowledge';

describe('knowledgeFor', () => {
  it('finds a SKU regardless of case and answers undefined for an unknown one', () => {
    expect(knowledgeFor('il-l1050ms')?.cordGroup).toBe('Cable Logic');
    expect(knowledgeFor('IL-L1050MS')?.spectrums[0]).toEqual({ name: 'Full Spectrum + Far Red', image: '/spectrums/full-spectrum-far-red.svg' });
    expect(knowledgeFor('NOPE-1')).toBeUndefined();
  });

  it('only uses the six certification badges', () => {
    const allowed = ['CE', 'IP65', 'FCC', 'Intertek', 'UKCA', 'DLC'];
    for (const sku of ['IL-L1050MS', 'IL-HMOL-720', 'ILUM-DE-1K480', 'ILUM-CTRL-TC+']) {
      for (const badge of knowledgeFor(sku)!.certifications) expect(allowed).toContain(badge);
    }
  });
});

describe('compatibleCordSkus', () => {
  it('uses the fixed list first, even when the name would suggest another group', () => {
    expect(compatibleCordSkus({ sku: 'IL-CLN18', item_name: 'LED Clone 18W Propagation Light' })).toBe(CORD_GROUPS['Cloning Lights']);
    expect(compatibleCordSkus({ sku: 'IL-L6-330UVFR', item_name: 'iLogic6 LED Fixture UV & Far Red 330W' })).toBe(CORD_GROUPS['iLX Cords']);
  });

  it('falls back to keywords in the name, SKU or description', () => {
    expect(cordGroupOf({ sku: 'IL-CMHDE630-277', item_name: 'CMH Full Fixture DE 630W — 277V' })).toBe('HID Lights');
    expect(cordGroupOf({ sku: 'X-1', item_name: 'Bench light', short_description: 'Mounts under canopy rows' })).toBe('Under Canopy');
    expect(cordGroupOf({ sku: 'IL-UC999', item_name: 'Bar' })).toBe('Under Canopy');
    expect(cordGroupOf({ sku: 'X-2', item_name: 'Sensor', long_description: '<p>Feeds the Touch+ controller</p>' })).toBe('Touch Controller');
    expect(cordGroupOf({ sku: 'X-3', item_name: 'iLogic9 LED Fixture Full Spectrum 1000W' })).toBe('iLX Cords');
    expect(cordGroupOf({ sku: 'X-4', item_name: 'iLogic Plus 480W' })).toBe('Cable Logic');
  });

  it('answers an empty list when nothing fits', () => {
    expect(compatibleCordSkus({ sku: 'IL-FEC-010V', item_name: '0-10V Dimmer Switch', short_description: 'Wall-box dimmer' })).toEqual([]);
  });
});
