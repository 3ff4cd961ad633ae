import { SITE } from './site';

/**
 * How each page of fixed content presents itself in search results and link previews. Pages
 * built from data (products, families, articles, landing pages, catalogue shelves) describe
 * themselves from that data.
 */
export interface StaticPageMeta {
  title: string;
  description: string;
  /** The visitor's own pages stay out of search results and the sitemap. */
  noindex?: boolean;
}

export const PAGE_META = {
  '/': {
    title: SITE.name,
    description:
      'LED and HID grow lights, controllers, cords and accessories for commercial growers, microgrowers and hobbyists in the United States and Canada, with a 5-year warranty.',
  },
  '/categories': {
    title: 'Shop grow lights',
    description: 'Every fixture, controller, cord and lamp Verdant makes, with prices, stock and specifications.',
  },
  '/usa-retailers': {
    title: 'United States Retailers',
    description: 'Find an authorized Verdant retailer in your state, or ask to become one.',
  },
  '/canadian-retailers': {
    title: 'Canadian Retailers',
    description: 'Find an authorized Verdant retailer in your province, and reach our Canadian wholesale partner and sales manager.',
  },
  '/led-rebates-and-incentives': {
    title: 'LED Grow Light Rebates & Incentives',
    description: 'Utility rebates can cover a large share of new LED grow lights: we find the programs your facility qualifies for and file the paperwork.',
  },
  '/technical-support': {
    title: 'Technical Support',
    description: 'Controller questions, DE error codes, installation procedures, troubleshooting and the manuals and spec sheets of every Verdant product.',
  },
  '/rma': {
    title: 'Return Merchandise Authorization',
    description: 'Ask for a replacement or a credit for defective or unwanted Verdant equipment; we review every request within 1-2 business days.',
  },
  '/support': {
    title: 'Terms & Conditions and Warranty',
    description: "Verdant's terms of sale, cancellation and restocking rules, and the 5-year warranty on our lights.",
  },
  '/grow-room-accessories': {
    title: 'Grow Room Accessories',
    description: 'Glass shields, reflectors, rope ratchets, wire cables and C hangers that finish a grow room installation.',
  },
  '/planner': {
    title: 'Grow Room Light Planner',
    description: 'How many grow lights a room needs for clones, veg or flower: estimated PPFD, power, running cost, layout and circuits for each Verdant fixture.',
  },
  '/compare': { title: 'Compare lights', description: 'The products you chose, specifications side by side.', noindex: true },
  '/cart': { title: 'Shopping Cart', description: 'The products you are about to order.', noindex: true },
  '/checkout': { title: 'Checkout', description: 'Complete your order.', noindex: true },
  '/search': { title: 'Search', description: 'Search Verdant products by name, SKU, category or brand.', noindex: true },
  '/offline': { title: 'Use Verdant offline', description: 'Install the app and keep the whole catalogue on this device.', noindex: true },
  '/outbox': { title: 'Outbox', description: 'Requests saved on this device, waiting to be sent.', noindex: true },
  '/booth': { title: 'Booth mode', description: 'Trade-show lead capture on this tablet.', noindex: true },
  '/admin': { title: 'Staff inbox', description: 'Leads, returns, subscriptions and mail.', noindex: true },
  notFound: { title: 'Page not found', description: 'There is no page at this address.', noindex: true },
} as const satisfies Record<string, StaticPageMeta>;
