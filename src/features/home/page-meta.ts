import { PAGE_META } from '../../shared/content/page-meta';
import { SITE } from '../../shared/content/site';
import { pageHead, type HeadContext } from '../../lib/page-head';

/** The home page's `head`, with the company behind the storefront as structured data. */
export const homeHead = (context: HeadContext) =>
  pageHead({
  ...PAGE_META['/'],
  path: '/',
  image: '/icons/icon-512.png',
  structuredData: (absolute) => [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE.name,
      url: absolute('/'),
      logo: absolute('/brand/logo.svg'),
      email: SITE.salesEmail,
      telephone: SITE.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: SITE.address.street,
        addressLocality: SITE.address.city,
        addressRegion: SITE.address.region,
        postalCode: SITE.address.postalCode,
        addressCountry: 'US',
      },
      contactPoint: { '@type': 'ContactPoint', telephone: SITE.phone, email: SITE.salesEmail, contactType: 'sales', areaServed: ['US', 'CA'] },
    },
  ],
  }, context);
