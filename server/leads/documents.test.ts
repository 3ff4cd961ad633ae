// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCESSORY_SECTIONS } from '../../src/shared/content/accessories';
import { seedProducts } from '../catalogue/seed-products';

describe('the documents a request can be answered with', () => {
  it('has, for every Spec Sheet button of the Grow Room Accessories page, the SKU it sends with a spec sheet in the catalogue', () => {
    const withSpecSheet = ACCESSORY_SECTIONS.flatMap((section) => section.items).filter((item) => item.specSheetUrl);
    expect(withSpecSheet.length).toBeGreaterThan(0);
    for (const item of withSpecSheet) {
      const product = seedProducts.find((candidate) => candidate.sku === item.sku);
      expect(product, `${item.name} (${item.sku})`).toBeDefined();
      expect(product!.spec_sheet, `${item.name} (${item.sku})`).toMatch(/^\/docs\/.+\.pdf$/);
    }
  });
});
