import { createFileRoute } from '@tanstack/react-router';
import { TechSupportPage } from '../features/tech-support/tech-support-page';

export const Route = createFileRoute('/technical-support')({
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/technical-support', context)) : undefined,
  component: TechSupportPage,
});
