import { createFileRoute } from '@tanstack/react-router';
import PageLeadForm from '../features/leads/page-lead-form';
import { PlannerPage } from '../features/planner/planner-page';
import { parsePlannerSearch } from '../features/planner/url-state';
import { catalogueLoader } from '../lib/use-products';

export const Route = createFileRoute('/planner')({
  loader: async (args) => catalogueLoader(args, import.meta.env.SSR ? (await import('../features/planner/model')).plannerPageProducts : undefined),
  validateSearch: parsePlannerSearch,
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/planner', context)) : undefined,
  component: PlannerRoute,
});

function PlannerRoute() {
  const navigate = Route.useNavigate();
  return (
    <PlannerPage
      search={Route.useSearch()}
      handedOver={Route.useLoaderData().catalogue}
      // Each plan is a page in the history: back returns to the previous room.
      onChange={(search) => void navigate({ search })}
      sendPlan={(plan) => <PageLeadForm form="planLayout" plan={plan} />}
    />
  );
}
