import { CANADIAN_RETAILERS, US_RETAILERS } from './retailers';

describe('the retailer directories', () => {
  // The directory shows them in this order, and the page promises an alphabetical one.
  it.each([
    ['US', US_RETAILERS],
    ['Canadian', CANADIAN_RETAILERS],
  ])('list the %s retailers alphabetically', (_, retailers) => {
    const names = retailers.map((retailer) => retailer.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
