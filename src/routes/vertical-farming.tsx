import { createFileRoute } from '@tanstack/react-router';
import { verticalFarming } from '../shared/content/articles/vertical-farming';
import { ArticlePage } from '../features/articles/components/article-page';

export const Route = createFileRoute('/vertical-farming')({
  head: import.meta.env.SSR ? (context) => import('../features/articles/page-meta').then(({ articleHead }) => articleHead('/vertical-farming', context)) : undefined,
  component: () => <ArticlePage article={verticalFarming} />,
});
