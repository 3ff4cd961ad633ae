import { createFileRoute } from '@tanstack/react-router';
import { microgreens } from '../shared/content/articles/microgreens';
import { ArticlePage } from '../features/articles/components/article-page';

export const Route = createFileRoute('/microgreens-market')({
  head: import.meta.env.SSR ? (context) => import('../features/articles/page-meta').then(({ articleHead }) => articleHead('/microgreens-market', context)) : undefined,
  component: () => <ArticlePage article={microgreens} />,
});
