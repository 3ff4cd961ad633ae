import { describe, expect, it } from 'vitest';
import { hasWayBack } from './product-not-found';

const origin = 'https://shop.example';

describe('where "Go Back" leads on Product Not Found', () => {
  it('goes back after a move inside the app', () => {
    expect(hasWayBack({ inApp: true, tabHistoryLength: 1, referrer: '', origin })).toBe(true);
  });

  it('goes back after a full load from another page of the store', () => {
    expect(hasWayBack({ inApp: false, tabHistoryLength: 3, referrer: `${origin}/led-grow-lights`, origin })).toBe(true);
  });

  it('goes back after an address typed into a tab that has a page before', () => {
    expect(hasWayBack({ inApp: false, tabHistoryLength: 2, referrer: '', origin })).toBe(true);
  });

  it('does not lead back out of the store to the site whose link opened the page', () => {
    expect(hasWayBack({ inApp: false, tabHistoryLength: 2, referrer: 'https://mail.example/inbox', origin })).toBe(false);
  });

  it('has nowhere to go in a new tab or from the home-screen icon', () => {
    expect(hasWayBack({ inApp: false, tabHistoryLength: 1, referrer: `${origin}/`, origin })).toBe(false);
  });
});
