import { LEAD_FIELD_LABELS } from '../../shared/schemas/leads';

/** The lead forms' own words. Validation messages and field labels live with the schemas. */
export const LEAD_TEXT = {
  send: 'SEND',
  sending: 'SENDING...',
  failure: 'Sorry, there was an error. Please try again or contact us directly.',
  catalogueSuccess: 'Success! Check your email for the Verdant catalogue',
  lightLayoutSuccess: 'Success! Check your email for the Light Layout.',
  retailerSuccess: "Success! We'll be in touch soon.",
  catalogueTitle: 'Download Our Catalog',
  catalogueIntro: 'Tell us a little about yourself and we will email you the full product catalog.',
  lightLayoutTitle: 'Get a Free Light Layout',
  lightLayoutIntro: 'Send us your details and our lighting team will design a layout for your grow space.',
  planLayoutTitle: 'Send This Plan for a Free Light Layout',
  planLayoutIntro: 'Our lighting team starts your layout from this plan: the room, the target and the fixtures below are sent with your details.',
  planAttached: 'The plan sent with your request',
  retailerTitle: 'Become a Verdant Retailer',
  retailerIntro: 'Interested in carrying our lights? Send us your details and our sales team will reach out.',
  ...LEAD_FIELD_LABELS,
} as const;
