import { linkOptions } from '@tanstack/react-router';
import { SITE } from '../shared/content/site';

/** Where the header and footer lead. Every target is a typed route. */

export const TOP_BAR_LINKS = linkOptions([
  { to: '/usa-retailers', label: 'Find a Retailer' },
  { to: '/led-rebates-and-incentives', label: 'Commercial Rebates' },
  { to: '/planner', label: 'Light Planner' },
]);

export const MAIN_NAV = linkOptions([
  { to: '/led-grow-lights', label: 'LED Grow Lights' },
  { to: '/hid-lighting', label: 'HID Lighting' },
  { to: '/controllers', label: 'Controllers' },
  { to: '/categories', search: { category: 'cords-accessories' }, label: 'Cords & Accessories' },
  { to: '/categories', search: { category: 'grow-light-bulbs' }, label: 'Grow Light Bulbs' },
  { to: '/categories', label: 'Shop' },
]);

export const FIND_A_RETAILER = linkOptions({ to: '/usa-retailers' });

/** Install, save the catalogue for offline use, and the outbox: linked from the footer and the menu. */
export const OFFLINE_LINK = { ...linkOptions({ to: '/offline' }), label: 'Use Verdant offline' } as const;

/** What was sent from this device, and what still waits: linked from the header and the menu. */
export const OUTBOX_LINK = { ...linkOptions({ to: '/outbox' }), label: 'Outbox' } as const;

const SUPPORT_LINKS = linkOptions([
  { to: '/technical-support', label: 'Technical Support' },
  { to: '/rma', label: 'RMA' },
  { to: '/support', search: { section: 'terms' }, label: 'Terms & Conditions' },
  { to: '/support', search: { section: 'warranty' }, label: 'Warranty' },
  { to: '/led-rebates-and-incentives', label: 'Rebates' },
]);

const COMPANY_LINKS = linkOptions([
  { to: '/usa-retailers', label: 'Retailers USA' },
  { to: '/canadian-retailers', label: 'Retailers Canada' },
  { to: '/led-grow-lights', label: 'LED Grow Lights' },
  { to: '/hid-lighting', label: 'HID Lighting' },
  { to: '/controllers', label: 'Controllers' },
  { to: '/grow-room-accessories', label: 'Grow Room Accessories' },
  { to: '/product-family', hash: 'under-canopy', label: 'Under Canopy' },
]);

/** The best-selling fixtures, by SKU, linked from the footer. */
const POPULAR_SEARCHES = linkOptions([
  { to: '/product/$sku', params: { sku: 'IL-L1050MS' }, label: 'iLogic MS Plus 1050W LED Grow Light' },
  { to: '/product/$sku', params: { sku: 'IL-L1030FS' }, label: 'iLogic FS Plus 1030W LED Grow Light' },
  { to: '/product/$sku', params: { sku: 'IL-UC160W-R' }, label: 'Under Canopy 160W Red Spectrum' },
  { to: '/product/$sku', params: { sku: 'IL-HMOL-1450-PRO' }, label: 'HYPERMOL PRO 1450W LED Grow Light' },
]);

/** The five articles, in the order the footer lists them. */
const MARKET_NEWS = linkOptions([
  { to: '/led-grow-lights-market', label: 'LED Retrofitting in Commercial Horticulture' },
  { to: '/floriculture-market', label: 'Advanced Lighting for Global Floriculture' },
  { to: '/microgreens-market', label: 'Microgreens and LED Technology' },
  { to: '/vertical-farming', label: 'Vertical Farming Energy per Kilogram' },
  { to: '/cannabis-cultivation', label: 'Cannabis Cultivation LED Innovations' },
]);

export const FOOTER_COLUMNS = [
  { title: 'Support', links: SUPPORT_LINKS },
  { title: 'Company', links: COMPANY_LINKS },
  { title: 'Popular Searches', links: POPULAR_SEARCHES },
  { title: 'Market News', links: MARKET_NEWS },
] as const;

export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'youtube' | 'tiktok';

/** The brand's profiles: professional, social, photo, video and short-video networks. */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; name: string; href: string }[] = [
  { network: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com/company/verdant-grow-lights' },
  { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/verdantgrowlights' },
  { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/verdantgrowlights' },
  { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@verdantgrowlights' },
  { network: 'tiktok', name: 'TikTok', href: 'https://www.tiktok.com/@verdantgrowlights' },
];

export type CardBrand = 'amex' | 'discover' | 'mastercard' | 'visa';

export const ACCEPTED_CARDS: readonly { brand: CardBrand; name: string }[] = [
  { brand: 'amex', name: 'American Express' },
  { brand: 'discover', name: 'Discover' },
  { brand: 'mastercard', name: 'Mastercard' },
  { brand: 'visa', name: 'Visa' },
];

export const FRAME_TEXT = {
  skipToContent: 'Skip to content',
  /** The name of every dialog's and drawer's close button. */
  close: 'Close',
  quickLinks: 'Quick links',
  menuOpen: 'Open menu',
  menuTitle: 'Menu',
  appTools: 'This app',
  mainNav: 'Main',
  home: `${SITE.name} home`,
  cartLabel: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  retailerCtaTitle: 'Looking for our lights near you?',
  retailerCtaText:
    'Authorized retailers across the United States and Canada stock our fixtures and can help you plan your room.',
  retailerCta: 'Find a Retailer',
  contactTitle: 'Contact',
  socialTitle: 'Follow us',
  socialLabel: (network: string) => `${network} (opens in a new tab)`,
  acceptedCards: 'Accepted cards',
  copyright: (year: number) => `© ${year} ${SITE.name}. All rights reserved.`,
} as const;

/** The page for an address that leads nowhere, with the ways back most visitors want. */
export const NOT_FOUND = {
  code: '404',
  title: 'Page not found',
  text: 'The page you were looking for does not exist or has moved.',
  links: linkOptions([
    { to: '/', label: 'Back to the home page' },
    { to: '/categories', label: 'Shop all products' },
    { to: '/technical-support', label: 'Get technical support' },
  ]),
} as const;
