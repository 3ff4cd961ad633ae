import { createFileRoute } from '@tanstack/react-router';
import { LED_FAMILIES } from '../content/families';
import { FamilyPage } from '../features/families/family-page';
import { catalogueLoader } from '../lib/use-products';

export const Route = createFileRoute('/led-grow-lights')({
  loader: async (args) =>
    catalogueLoader(args, import.meta.env.SSR ? (await import('../features/families/model')).familyPageProducts(LED_FAMILIES) : undefined),
  head: import.meta.env.SSR ? (context) => import('../features/families/page-meta').then(({ familyHead }) => familyHead('/led-grow-lights', context)) : undefined,
  component: LedGrowLightsRoute,
});

function LedGrowLightsRoute() {
  return <FamilyPage page={LED_FAMILIES} handedOver={Route.useLoaderData().catalogue} />;
}
