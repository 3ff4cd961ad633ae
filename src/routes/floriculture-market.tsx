import { createFileRoute } from '@tanstack/react-router';
import { floriculture } from '../shared/content/articles/floriculture';
import { ArticlePage } from '../features/articles/components/article-page';

export const Route = createFileRoute('/floriculture-market')({
  head: import.meta.env.SSR ? (context) => import('../features/articles/page-meta').then(({ articleHead }) => articleHead('/floriculture-market', context)) : undefined,
  component: () => <ArticlePage article={floriculture} />,
});
