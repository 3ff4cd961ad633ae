import {
  CANADA_PAGE_TEXT,
  CANADIAN_RETAILERS,
  CANADIAN_SALES_MANAGER,
  CANADIAN_WHOLESALE_PARTNER,
  FEATURED_RETAILERS,
  US_RETAILERS,
  USA_PAGE_TEXT,
  type FeaturedRetailer,
  type RetailerContact,
  type RetailerEntry,
} from '../../content/retailers';

/** A block of a retailer page, in page order under the green title panel. */
export type RetailerPageBlock =
  | { kind: 'store-image'; alt: string }
  | { kind: 'featured'; retailers: readonly FeaturedRetailer[] }
  /** The retailer inquiry form, which the route supplies (it belongs to the leads feature). */
  | { kind: 'inquiry-form' }
  | { kind: 'directory'; entries: readonly RetailerEntry[] }
  | { kind: 'contact'; id: string; contact: RetailerContact };

export interface RetailerPage {
  id: string;
  title: string;
  intro: string;
  /** The link to the other country's page. */
  other: { to: '/usa-retailers' | '/canadian-retailers'; label: string };
  blocks: readonly RetailerPageBlock[];
}

/** The United States and Canadian retailer pages differ only by this data. */
export const RETAILER_PAGES = {
  usa: {
    id: 'usa-retailers',
    title: USA_PAGE_TEXT.title,
    intro: USA_PAGE_TEXT.intro,
    other: { to: '/canadian-retailers', label: USA_PAGE_TEXT.toCanada },
    blocks: [
      { kind: 'store-image', alt: USA_PAGE_TEXT.storeImageAlt },
      { kind: 'featured', retailers: FEATURED_RETAILERS },
      { kind: 'inquiry-form' },
      { kind: 'directory', entries: US_RETAILERS },
    ],
  },
  canada: {
    id: 'canadian-retailers',
    title: CANADA_PAGE_TEXT.title,
    intro: CANADA_PAGE_TEXT.intro,
    other: { to: '/usa-retailers', label: CANADA_PAGE_TEXT.toUsa },
    blocks: [
      { kind: 'contact', id: 'canadian-partner-title', contact: CANADIAN_WHOLESALE_PARTNER },
      { kind: 'directory', entries: CANADIAN_RETAILERS },
      { kind: 'contact', id: 'canadian-sales-title', contact: CANADIAN_SALES_MANAGER },
    ],
  },
} as const satisfies Record<string, RetailerPage>;

export type RetailerPageName = keyof typeof RETAILER_PAGES;
