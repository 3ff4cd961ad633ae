import { createFileRoute } from '@tanstack/react-router';
import { cannabisCultivation } from '../content/articles/cannabis-cultivation';
import { ArticlePage } from '../features/articles/components/article-page';

export const Route = createFileRoute('/cannabis-cultivation')({
  component: () => <ArticlePage article={cannabisCultivation} />,
});
