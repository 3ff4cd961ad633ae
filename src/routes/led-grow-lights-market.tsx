import { createFileRoute } from '@tanstack/react-router';
import { ledRetrofitting } from '../shared/content/articles/led-retrofitting';
import { ArticlePage } from '../features/articles/components/article-page';

export const Route = createFileRoute('/led-grow-lights-market')({
  head: import.meta.env.SSR ? (context) => import('../features/articles/page-meta').then(({ articleHead }) => articleHead('/led-grow-lights-market', context)) : undefined,
  component: () => <ArticlePage article={ledRetrofitting} />,
});
