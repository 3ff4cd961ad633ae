import type { ComponentProps } from 'react';
import { PAGE_META } from '../shared/content/page-meta';
import { SITE } from '../shared/content/site';

/** How a page presents itself to search engines and link previews. */
export interface PageMeta {
  /** The page's own name; the site's name follows it in the title. */
  title: string;
  description: string;
  /** The canonical address, without query or hash. */
  path: string;
  /** A site-relative or absolute image for link previews. */
  image?: string;
  /** The visitor's own pages (cart, checkout, outbox…) stay out of search results. */
  noindex?: boolean;
  /** JSON-LD objects describing the page's subject. */
  structuredData?: readonly object[];
}

let publicUrl = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/** The storefront's public address, which the server sets from its configuration (PUBLIC_URL). */
export const setPublicUrl = (url: string) => {
  publicUrl = url;
};

/** An address as visitors reach it: canonical links, link previews and structured data need them whole. */
export const absoluteUrl = (path: string) => new URL(path, publicUrl).href;

/** A TanStack Router `head()` result: title, description, canonical URL, Open Graph and Twitter card. */
export function pageHead({ title, description, path, image, noindex, structuredData = [] }: PageMeta) {
  const url = absoluteUrl(path);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  const fullTitle = title === SITE.name ? title : `${title} | ${SITE.name}`;
  const tags: (ComponentProps<'meta'> | null)[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    noindex ? { name: 'robots', content: 'noindex' } : null,
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    imageUrl ? { property: 'og:image', content: imageUrl } : null,
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    imageUrl ? { name: 'twitter:image', content: imageUrl } : null,
  ];
  return {
    meta: tags.filter((tag) => tag !== null),
    links: [{ rel: 'canonical', href: url }],
    // Data blocks, never run: `<` is escaped so no text in them can close the element.
    scripts: structuredData.map((data) => ({ type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') })),
  };
}

type StaticPath = Extract<keyof typeof PAGE_META, `/${string}`>;

/** The `head` of a route whose page is fixed content, described in shared/content/page-meta.ts. */
export const staticPageHead = (path: StaticPath) => pageHead({ ...PAGE_META[path], path });

/** The `head` of an address with no page: it says so, and search engines skip it. */
export const notFoundHead = (path: string) => pageHead({ ...PAGE_META.notFound, path });
