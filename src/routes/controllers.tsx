import { createFileRoute } from '@tanstack/react-router';
import { CONTROLLER_FAMILIES } from '../content/families';
import { FamilyPage } from '../features/families/family-page';
import { catalogueLoader } from '../lib/use-products';

export const Route = createFileRoute('/controllers')({
  loader: async (args) =>
    catalogueLoader(args, import.meta.env.SSR ? (await import('../features/families/model')).familyPageProducts(CONTROLLER_FAMILIES) : undefined),
  head: import.meta.env.SSR ? (context) => import('../features/families/page-meta').then(({ familyHead }) => familyHead('/controllers', context)) : undefined,
  component: ControllersRoute,
});

function ControllersRoute() {
  return <FamilyPage page={CONTROLLER_FAMILIES} handedOver={Route.useLoaderData().catalogue} />;
}
