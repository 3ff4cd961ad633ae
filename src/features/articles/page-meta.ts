import { ARTICLES } from '../../shared/content/articles';
import type { Article } from '../../shared/content/articles/types';
import { SITE } from '../../shared/content/site';
import { pageHead, type HeadContext, type PageMeta } from '../../lib/page-head';

/** An article as search results show it: its headline, its opening paragraph, its hero image. */
export function articleMeta(article: Article): PageMeta {
  const opening = article.body.find((block) => block.kind === 'paragraph')?.text ?? article.topic;
  const description = opening.length > 200 ? `${opening.slice(0, 197).trimEnd()}…` : opening;
  return {
    title: article.headline,
    description,
    path: article.path,
    image: article.hero.src,
    structuredData: (absolute) => [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.headline,
        datePublished: article.date,
        image: absolute(article.hero.src),
        publisher: { '@type': 'Organization', name: SITE.name },
      },
    ],
  };
}

/** An article route's `head`, found by the route's path. */
export const articleHead = (path: string, context: HeadContext) => pageHead(articleMeta(ARTICLES.find((article) => article.path === path)!), context);
