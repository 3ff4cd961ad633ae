import type { ComponentProps } from 'react';
import { PAGE_META } from '../shared/content/page-meta';
import { SITE } from '../shared/content/site';
import type { RouterContext } from './router-context';

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
  /** JSON-LD objects describing the page's subject, given how to make a site path a whole address. */
  structuredData?: (absolute: (path: string) => string) => readonly object[];
}

/** What a route's `head()` is given that a page's head reads: the router's context, with the public address. */
export interface HeadContext {
  match: { context: RouterContext };
}

/**
 * Makes a site path an address as visitors reach it, at the storefront's public address
 * (PUBLIC_URL, which the server puts in each render's router context): canonical links, link
 * previews and structured data need them whole.
 */
export const absoluteTo = ({ match }: HeadContext) => {
  const base = match.context.publicUrl ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  return (path: string) => new URL(path, base).href;
};

/** A TanStack Router `head()` result: title, description, canonical URL, Open Graph and Twitter card. */
export function pageHead({ title, description, path, image, noindex, structuredData }: PageMeta, context: HeadContext) {
  const absolute = absoluteTo(context);
  const url = absolute(path);
  const imageUrl = image ? absolute(image) : undefined;
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
    scripts: (structuredData?.(absolute) ?? []).map((data) => ({ type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') })),
  };
}

type StaticPath = Extract<keyof typeof PAGE_META, `/${string}`>;

/** The `head` of a route whose page is fixed content, described in shared/content/page-meta.ts. */
export const staticPageHead = (path: StaticPath, context: HeadContext) => pageHead({ ...PAGE_META[path], path }, context);

/** The `head` of an address with no page: it says so, and search engines skip it. */
export const notFoundHead = (path: string, context: HeadContext) => pageHead({ ...PAGE_META.notFound, path }, context);
