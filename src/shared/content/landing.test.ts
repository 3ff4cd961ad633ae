import { describe, expect, it } from 'vitest';
import { LANDING_MODELS, LANDING_PAGES, landingPage } from './landing';

describe('landing page config', () => {
  it('loads the product id the spec gives each wattage', () => {
    const ids = Object.fromEntries(LANDING_MODELS.map((model) => [model, LANDING_PAGES[model].productId]));
    expect(ids).toEqual({ '1050w': 9, '700w': 8, '1030w': 7, '630w': 6, '340w': 5 });
  });

  it('keys each page by its own model token', () => {
    for (const model of LANDING_MODELS) expect(LANDING_PAGES[model].model).toBe(model);
  });

  it('finds a page by URL token, in any case, and nothing for other tokens', () => {
    expect(landingPage('1050w')?.productId).toBe(9);
    expect(landingPage('340W')?.sku).toBe('IL-L340FS');
    expect(landingPage('999w')).toBeUndefined();
    expect(landingPage('')).toBeUndefined();
    expect(landingPage('toString')).toBeUndefined();
  });

  it('carries the marketing figures of the 1050W and 1030W', () => {
    expect(LANDING_PAGES['1050w'].figures.map((f) => f.value)).toEqual(['3483 µmol/s', '3.05 µmol/J']);
    expect(LANDING_PAGES['1030w'].figures.map((f) => f.value)).toEqual(['3140 µmol']);
  });
});
