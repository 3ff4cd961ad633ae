/** Authorised retailers: the US and Canadian directories, featured stores and the home strip. */

/** A link of '#' stands for a store whose website is not published yet: it must stay inert. */
export const PLACEHOLDER_LINK = '#';

export function isPlaceholderLink(link: string): boolean {
  return link.trim() === '' || link.trim() === PLACEHOLDER_LINK;
}

export interface RetailerEntry {
  id: string;
  name: string;
  /** State(s) or province served, in capitals. */
  state: string;
  /** First letter of the name, upper case. */
  letter: string;
  /** Logo path; absent when the store has not sent a logo. */
  image?: string;
  link: string;
}

export interface FeaturedRetailer {
  id: string;
  name: string;
  image: string;
  /** The address as printed, without the scheme. */
  website: string;
  link: string;
}

export function retailerSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface EntryOptions {
  /** Store has published no website yet. */
  noLink?: boolean;
  /** Store has sent no logo. */
  noLogo?: boolean;
}

function entry(name: string, state: string, options: EntryOptions = {}): RetailerEntry {
  const id = retailerSlug(name);
  return {
    id,
    name,
    state,
    letter: name.charAt(0).toUpperCase(),
    ...(options.noLogo ? {} : { image: `/retailers/${id}.svg` }),
    link: options.noLink ? PLACEHOLDER_LINK : `https://www.${id.replace(/-/g, '')}.example`,
  };
}

export const US_RETAILERS: readonly RetailerEntry[] = [
  entry('Acre & Arbor Hydroponics', 'OREGON'),
  entry('Alpine Grow Supply', 'COLORADO'),
  entry('Amber Valley Garden Center', 'PENNSYLVANIA', { noLogo: true }),
  entry('Atlas Indoor Gardens', 'ARIZONA'),
  entry('Bayou Hydro & Garden', 'LOUISIANA'),
  entry('Blue Ridge Growers Depot', 'NORTH CAROLINA, VIRGINIA'),
  entry('Boulder Root Hydroponics', 'COLORADO', { noLink: true }),
  entry('Bright Acres Garden Supply', 'OHIO'),
  entry('Canyon Lights Hydroponics', 'UTAH'),
  entry('Cascade Hydro Supply', 'WASHINGTON, OREGON'),
  entry('Cedar Hollow Hydro', 'MICHIGAN', { noLogo: true }),
  entry('Coastal Roots Garden Supply', 'CALIFORNIA'),
  entry('Copper State Grow', 'ARIZONA'),
  entry('Dakota Grow Co.', 'NORTH DAKOTA, SOUTH DAKOTA'),
  entry('Delta Green Supply', 'MISSISSIPPI'),
  entry('Desert Bloom Hydroponics', 'NEVADA'),
  entry('Emerald Coast Hydro', 'FLORIDA'),
  entry('Empire Grow Supply', 'NEW YORK', { noLink: true }),
  entry('Evergreen Indoor Garden', 'WASHINGTON'),
  entry('Fertile Ground Hydroponics', 'IOWA'),
  entry('Foothill Garden & Hydro', 'CALIFORNIA'),
  entry('Fresh Harvest Grow Shop', 'VERMONT', { noLogo: true }),
  entry('Golden Gate Hydroponics', 'CALIFORNIA'),
  entry('Grassroots Garden Center', 'KANSAS'),
  entry('Green Mountain Grow Supply', 'VERMONT, NEW HAMPSHIRE'),
  entry('Gulf Breeze Hydro', 'TEXAS'),
  entry('Harvest Moon Hydroponics', 'MICHIGAN'),
  entry('High Plains Grow Supply', 'NEBRASKA'),
  entry('Hilltop Hydro & Garden', 'TENNESSEE', { noLink: true }),
  entry('Hudson Valley Grow', 'NEW YORK'),
  entry('Indoor Harvest Depot', 'ILLINOIS'),
  entry('Iron Range Hydroponics', 'MINNESOTA'),
  entry('Jade Leaf Garden Supply', 'HAWAII'),
  entry('Kettle River Grow Shop', 'MINNESOTA, WISCONSIN'),
  entry('Keystone Hydro Center', 'PENNSYLVANIA'),
  entry('Lakeshore Hydroponics', 'WISCONSIN'),
  entry('Lone Star Grow Supply', 'TEXAS'),
  entry('Lumen Garden Supply', 'OREGON', { noLogo: true }),
  entry('Magnolia Grow & Garden', 'GEORGIA'),
  entry('Mesa Verde Hydroponics', 'NEW MEXICO'),
  entry('Midwest Indoor Garden', 'MISSOURI'),
  entry('Mile High Grow Co.', 'COLORADO'),
  entry('Mountain Mist Hydro', 'MONTANA', { noLink: true }),
  entry('New England Hydroponics', 'MASSACHUSETTS, RHODE ISLAND'),
  entry('Northern Lights Garden Supply', 'ALASKA'),
  entry('Nutrient Depot', 'OKLAHOMA'),
  entry('Ocean State Hydro', 'RHODE ISLAND'),
  entry('Old Town Garden & Hydro', 'MAINE'),
  entry('Ozark Grow Supply', 'ARKANSAS, MISSOURI'),
  entry('Pacific Crest Hydroponics', 'CALIFORNIA'),
  entry('Palmetto Indoor Gardens', 'SOUTH CAROLINA'),
  entry('Peach State Grow', 'GEORGIA', { noLogo: true }),
  entry('Pine Barrens Garden Supply', 'NEW JERSEY'),
  entry('Prairie Sun Hydro', 'KANSAS'),
  entry('Redwood Hydroponics', 'CALIFORNIA'),
  entry('River City Grow Shop', 'KENTUCKY'),
  entry('Rocky Top Hydro', 'TENNESSEE'),
  entry('Rooted Garden Supply', 'OREGON', { noLink: true }),
  entry('Sierra Grow Supply', 'NEVADA, CALIFORNIA'),
  entry('Silver State Growers', 'NEVADA'),
  entry('Sound Garden Hydro', 'WASHINGTON'),
  entry('Summit Indoor Garden', 'IDAHO'),
  entry('Sunbelt Hydroponics', 'ALABAMA'),
  entry('Tidewater Hydroponics', 'VIRGINIA'),
  entry('Treasure Valley Grow', 'IDAHO'),
  entry('Twin Cities Hydro', 'MINNESOTA', { noLogo: true }),
  entry('Upstate Garden & Hydro', 'NEW YORK'),
  entry('Urban Roots Grow Shop', 'ILLINOIS, INDIANA'),
  entry('Valley Green Hydroponics', 'ARIZONA'),
  entry('Verde Vista Garden Supply', 'NEW MEXICO'),
  entry('Wasatch Hydro Supply', 'UTAH'),
  entry('Wildflower Garden & Hydro', 'WEST VIRGINIA'),
  entry('Willamette Grow Center', 'OREGON'),
  entry('Yellowstone Grow Supply', 'WYOMING'),
  entry('Zenith Hydroponics', 'DELAWARE, MARYLAND'),
];

export const CANADIAN_RETAILERS: readonly RetailerEntry[] = [
  entry('Boreal Grow Supply', 'MANITOBA'),
  entry('Chinook Hydroponics', 'ALBERTA'),
  entry('Coast Mountain Hydro', 'BRITISH COLUMBIA'),
  entry('Fraser Valley Grow Shop', 'BRITISH COLUMBIA'),
  entry('Great Lakes Hydro', 'ONTARIO'),
  entry('Harbour City Hydro', 'BRITISH COLUMBIA', { noLogo: true }),
  entry('Island Roots Hydroponics', 'BRITISH COLUMBIA'),
  entry('Kootenay Garden Supply', 'BRITISH COLUMBIA'),
  entry('Laurentian Hydroponie', 'QUEBEC'),
  entry('Mont-Royal Grow Supply', 'QUEBEC', { noLink: true }),
  entry('Niagara Grow Shop', 'ONTARIO'),
  entry('Okanagan Indoor Gardens', 'BRITISH COLUMBIA'),
  entry('Pacific Rim Hydro', 'BRITISH COLUMBIA'),
  entry('Prairie Bloom Grow Supply', 'ALBERTA', { noLogo: true }),
  entry('Red River Hydroponics', 'MANITOBA'),
  entry('Saint-Laurent Jardin Hydro', 'QUEBEC'),
  entry('Salish Sea Growers', 'BRITISH COLUMBIA'),
  entry('Sunshine Coast Hydroponics', 'BRITISH COLUMBIA', { noLink: true }),
  entry('Tall Timber Grow Supply', 'BRITISH COLUMBIA'),
  entry('Westcoast Garden Depot', 'BRITISH COLUMBIA'),
  entry('Whiteshell Garden Centre', 'MANITOBA'),
];

function featured(name: string, options: EntryOptions = {}): FeaturedRetailer {
  const base = entry(name, '', options);
  return {
    id: base.id,
    name,
    image: `/retailers/${base.id}.svg`,
    website: `www.${base.id.replace(/-/g, '')}.example`,
    link: base.link,
  };
}

/** The Retail Network block of /usa-retailers. */
export const FEATURED_RETAILERS: readonly FeaturedRetailer[] = [
  featured('Cascade Hydro Supply'),
  featured('Golden Gate Hydroponics'),
  featured('Lone Star Grow Supply'),
  featured('Mountain Mist Hydro', { noLink: true }),
];

/** The five logo tiles of the home page's authorised retailers strip. */
export const HOME_RETAILER_TILES: readonly FeaturedRetailer[] = [
  featured('Alpine Grow Supply'),
  featured('Coastal Roots Garden Supply'),
  featured('Emerald Coast Hydro'),
  featured('Hilltop Hydro & Garden', { noLink: true }),
  featured('Pacific Crest Hydroponics'),
];

export interface RetailerContact {
  title: string;
  name: string;
  role?: string;
  address?: readonly string[];
  phone: string;
  phoneHref: string;
  email: string;
}

export const CANADIAN_WHOLESALE_PARTNER: RetailerContact = {
  title: 'Canadian Wholesale Partner',
  name: 'Northern Canopy Distribution Inc.',
  address: ['7420 Glenlyon Parkway, Unit 110', 'Burnaby, BC V5J 0B6', 'Canada'],
  phone: '(604) 555-0182',
  phoneHref: 'tel:+16045550182',
  email: 'orders@northerncanopy.example',
};

export const CANADIAN_SALES_MANAGER: RetailerContact = {
  title: 'Canadian Sales Manager',
  name: 'Marie-Ève Tremblay',
  role: 'Sales Manager, Canada',
  phone: '(514) 555-0139',
  phoneHref: 'tel:+15145550139',
  email: 'canada@verdantgrowlights.com',
};

/* Texts of the US and Canadian retailer pages and their directory. */

export const DIRECTORY_TEXT = {
  title: 'Find a Retailer Near You',
  lettersLabel: 'Filter retailers by first letter',
  showAll: 'Show All Brands',
  viewAll: 'View all brands',
  noMatch: (letter: string) => `No brands found for letter "${letter}"`,
  visit: 'Visit Store',
  unavailable: 'Website coming',
  count: (shown: number, total: number) => `Showing ${shown} of ${total} retailers`,
} as const;

export const USA_PAGE_TEXT = {
  title: 'United States Retailers',
  intro:
    'Buy our grow lights from an authorized retailer near you: every store below carries our fixtures and honours the full warranty.',
  toCanada: 'Looking for a store in Canada? See Canadian retailers',
  storeImageAlt: 'An authorized grow-light retail store',
  networkTitle: 'Retail Network',
  networkIntro: 'A few of the stores that stock our full line and can demonstrate fixtures in person.',
  visitFeatured: 'Visit Retailer Site',
} as const;

export const CANADA_PAGE_TEXT = {
  title: 'Canadian Retailers',
  intro: 'Our lights are sold across Canada through our wholesale partner and the stores below.',
  toUsa: 'Looking for a store in the United States? See United States retailers',
  phone: 'Phone',
  email: 'Email',
} as const;
