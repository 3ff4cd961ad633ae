import { createFileRoute } from '@tanstack/react-router';
import { parseSupportSearch } from '../features/support/model';
import { SupportPage } from '../features/support/support-page';

export const Route = createFileRoute('/support')({
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/support', context)) : undefined,
  validateSearch: parseSupportSearch,
  component: SupportRoute,
});

function SupportRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SupportPage section={section} onTabChange={(tab) => void navigate({ search: { section: tab }, replace: true })} />;
}
