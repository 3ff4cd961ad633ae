/** The company's contact details, shown in the header, footer and forms. */
export const SITE = {
  name: 'Verdant Grow Lights',
  phone: '(805) 555-0147',
  phoneHref: 'tel:+18055550147',
  salesEmail: 'sales@verdantgrowlights.com',
  supportEmail: 'support@verdantgrowlights.com',
  address: { street: '2150 Harbor Way, Suite 4', city: 'Oxnard', region: 'CA', postalCode: '93030', country: 'United States' },
} as const;
