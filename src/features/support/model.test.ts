import { describe, expect, it } from 'vitest';
import { isSupportTab, parseSupportSearch, tabOfSection } from './model';

describe('tabOfSection', () => {
  it('opens the tab named by the section', () => {
    expect(tabOfSection('terms')).toBe('terms');
    expect(tabOfSection('warranty')).toBe('warranty');
  });

  it('sends retailers to the terms and customers to the warranty', () => {
    expect(tabOfSection('retailer')).toBe('terms');
    expect(tabOfSection('customer')).toBe('warranty');
  });

  it('opens the terms when no section is given', () => {
    expect(tabOfSection(undefined)).toBe('terms');
  });
});

describe('parseSupportSearch', () => {
  it('keeps a known section and drops an unknown one', () => {
    expect(parseSupportSearch({ section: 'customer' })).toEqual({ section: 'customer' });
    expect(parseSupportSearch({ section: 'billing' })).toEqual({ section: undefined });
    expect(parseSupportSearch({})).toEqual({});
  });
});

describe('isSupportTab', () => {
  it('accepts only the two tabs', () => {
    expect(isSupportTab('warranty')).toBe(true);
    expect(isSupportTab('retailer')).toBe(false);
    expect(isSupportTab(null)).toBe(false);
  });
});
