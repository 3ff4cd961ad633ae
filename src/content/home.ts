import { CATEGORY_SLUGS, type CategorySlug } from '../shared/content/categories';
/** Copy and sample content of the home page below the hero; the hero's is in home-hero.ts. */

export const HOME_RETAILER_STRIP = {
  title: 'Authorized Retailers',
  viewAll: 'VIEW COMPLETE LIST',
  /** Logged when a tile's store has no website yet. */
  notAvailable: (name: string) => `Retailer website not available: ${name}`,
} as const;

/** The brand's marketing claims, each said once, here. */
export const HOME_TEXT_BLOCK = {
  title: 'Lighting Built for Every Harvest',
  body: 'From single-tent hobbyists to multi-acre facilities, our fixtures deliver uniform, high-efficacy light with drivers built to run season after season.',
  claims: [
    { title: '5-Year Warranty', text: 'Every LED fixture is covered for five years.' },
    { title: 'Trusted Worldwide', text: 'Trusted by over 6,000 partners and clients worldwide.' },
    {
      title: 'Rebate Eligible',
      text: 'Eligible for controlled-environment-agriculture (CEA) rebates in the US and Canada.',
    },
    { title: 'Passive Cooling', text: 'Passive cooling with no fans: nothing to clog, nothing to fail.' },
  ],
} as const;

export interface PromoBanner {
  title: string;
  text: string;
  action: string;
  image: string;
}

export const ILOGIC_PLUS_BANNER: PromoBanner = {
  title: 'iLogic PLUS Series',
  text: 'Our flagship full-spectrum LED fixtures: up to 1050 W, dimmable, with smart control through the PLUS controller.',
  action: 'Explore iLogic PLUS',
  image: '/home/ilogic-plus-banner.svg',
};

export const COMMERCIAL_BANNER: PromoBanner = {
  title: 'Commercial Facilities & Custom Light Layouts',
  text: 'Planning a new room or retrofitting a facility? Our lighting designers model fixture count, mounting height and PPFD for your exact space, free of charge.',
  action: 'Get Started',
  image: '/home/commercial-banner.svg',
};

export const UNDER_CANOPY_BANNER: PromoBanner = {
  title: 'Under Canopy Lighting',
  text: 'Bring light to the lower bud sites with slim LED bars that mount beneath the canopy.',
  action: 'Discover Under Canopy',
  image: '/home/under-canopy-banner.svg',
};

export interface Video {
  id: string;
  youtubeId: string;
  title: string;
}

export const VIDEO_SECTION = {
  title: 'Brand Showcase',
  play: (title: string) => `Play video: ${title}`,
} as const;

export const SHOWCASE_VIDEOS: readonly Video[] = [
  { id: 'ilogic-plus-walkthrough', youtubeId: 'M7lc1UVf-VE', title: 'iLogic PLUS: a walkthrough of the fixture' },
  { id: 'commercial-retrofit', youtubeId: 'aqz-KE-bpKQ', title: 'Retrofitting a commercial flower room' },
  { id: 'under-canopy-install', youtubeId: 'ScMzIvxBSi4', title: 'Installing under-canopy bars in a rolling bench' },
];

export const POWERED_BY = {
  title: 'Powered by Our Lights',
  logos: [
    { name: 'Greenleaf Farms', image: '/home/powered-by-1.svg' },
    { name: 'North Valley Growers', image: '/home/powered-by-2.svg' },
    { name: 'Sunrise Microgreens', image: '/home/powered-by-3.svg' },
    { name: 'Tall Pines Cultivation', image: '/home/powered-by-4.svg' },
  ],
} as const;

export const CATEGORY_BLOCK = {
  title: 'Shop by Category',
  viewAll: 'VIEW ALL PRODUCTS',
  video: { id: 'room-tour', youtubeId: 'LXb3EKWsInQ', title: 'Inside a room lit from seed to harvest' } satisfies Video,
  /** Card images by category slug (src/shared/content/categories.ts), written out so that the copy saved for offline use finds them. */
  images: Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, `/home/category-${slug}.svg`])) as Record<CategorySlug, string>,
} as const;

export const FAQ_SECTION = {
  title: 'Frequently Asked Questions',
  items: [
    {
      question: 'How long is the warranty on your LED grow lights?',
      answer:
        'Every LED fixture carries a 5-year warranty covering the driver, diodes and housing. Keep your invoice: it is all we need to open a claim.',
    },
    {
      question: 'Do your fixtures qualify for utility rebates?',
      answer:
        'Yes. Our LED fixtures are eligible for controlled-environment-agriculture rebates offered by many utilities in the US and Canada, and our team can prepare the paperwork with you.',
    },
    {
      question: 'Why are there no fans in your fixtures?',
      answer:
        'Our fixtures use passive cooling through aluminium heat sinks. With no fans there is nothing to clog with dust or humidity and no moving part to fail.',
    },
    {
      question: 'Can you design the lighting for my facility?',
      answer:
        'Yes, free of charge. Send us your room dimensions and crop through the Free Light Layout form and we will return a layout with fixture count, mounting height and PPFD map.',
    },
  ],
} as const;

export interface Testimonial {
  quote: string;
  clientName: string;
  position: string;
}

export const TESTIMONIAL_SECTION = { title: 'What Growers Say' } as const;

/** Sample testimonials: placeholder wording until customers' own quotes are approved. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: 'Sample testimonial: our flower rooms switched to LED and yields went up while the power bill went down.',
    clientName: 'Client Name',
    position: 'Head Grower, Commercial Facility',
  },
  {
    quote: 'Sample testimonial: the free light layout gave us an even canopy from wall to wall on the first try.',
    clientName: 'Client Name',
    position: 'Owner, Microgreens Farm',
  },
  {
    quote: 'Sample testimonial: no fans means no dust problems in our greenhouse, and the fixtures just keep running.',
    clientName: 'Client Name',
    position: 'Operations Manager, Greenhouse',
  },
  {
    quote: 'Sample testimonial: support answered the same day and the rebate paperwork was handled for us.',
    clientName: 'Client Name',
    position: 'Hobby Grower',
  },
];

export interface SocialPost {
  id: string;
  media_url: string;
  permalink: string;
  caption: string;
  like_count: number;
  comments_count: number;
  /** ISO 8601. */
  timestamp: string;
}

export const POSTS_SECTION = {
  title: 'Follow Us',
  imageMissing: 'Image not found',
  limit: 6,
  captionLength: 100,
} as const;

/** Shown when no posts are supplied to the grid. */
export const SAMPLE_POSTS: readonly SocialPost[] = [
  {
    id: 'sample-1',
    media_url: '/home/post-1.svg',
    permalink: 'https://www.instagram.com/',
    caption:
      'Week six of flower under the iLogic PLUS 1050W: dense, even canopy from edge to edge. Thank you to our grower partners for sharing their room with us!',
    like_count: 248,
    comments_count: 17,
    timestamp: '2026-10-12T15:30:00Z',
  },
  {
    id: 'sample-2',
    media_url: '/home/post-2.svg',
    permalink: 'https://www.instagram.com/',
    caption: 'Under-canopy bars going in on a rolling bench: more light where the lower sites need it.',
    like_count: 173,
    comments_count: 9,
    timestamp: '2026-09-28T18:00:00Z',
  },
  {
    id: 'sample-3',
    media_url: '/home/post-3.svg',
    permalink: 'https://www.instagram.com/',
    caption:
      'Trade show season! Come see the new controllers, ask about rebates in your state or province and pick up a printed catalogue at our booth.',
    like_count: 96,
    comments_count: 4,
    timestamp: '2026-09-03T09:15:00Z',
  },
];
