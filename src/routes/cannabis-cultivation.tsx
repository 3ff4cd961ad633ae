import { createFileRoute } from '@tanstack/react-router';
import { cannabisCultivation } from '../shared/content/articles/cannabis-cultivation';
import { ArticlePage } from '../features/articles/components/article-page';

export const Route = createFileRoute('/cannabis-cultivation')({
  head: import.meta.env.SSR ? (context) => import('../features/articles/page-meta').then(({ articleHead }) => articleHead('/cannabis-cultivation', context)) : undefined,
  component: () => <ArticlePage article={cannabisCultivation} />,
});
