import { createFileRoute } from '@tanstack/react-router';
import { supportSearchSchema } from '../features/support/model';
import { SupportPage } from '../features/support/support-page';

export const Route = createFileRoute('/support')({
  validateSearch: supportSearchSchema,
  component: SupportRoute,
});

function SupportRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SupportPage section={section} onTabChange={(tab) => void navigate({ search: { section: tab }, replace: true })} />;
}
