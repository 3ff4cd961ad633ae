import { ALL_PRODUCTS_BANNER, categoryBySlug } from '../../shared/content/categories';
import { PAGE_META } from '../../shared/content/page-meta';
import { pageHead, type HeadContext, type PageMeta } from '../../lib/page-head';

/** A catalogue shelf as search results show it: the category's name and banner, or the whole shop. */
export function catalogueMeta(slug: string | undefined): PageMeta {
  const category = categoryBySlug(slug);
  if (!category) return { ...PAGE_META['/categories'], description: ALL_PRODUCTS_BANNER, path: '/categories' };
  return { title: category.name, description: category.banner, path: `/categories?category=${category.slug}` };
}

/** The catalogue route's `head`, by the shelf in its query. */
export const catalogueHead = (context: HeadContext & { match: { search: { category?: string } } }) => pageHead(catalogueMeta(context.match.search.category), context);
