import { createFileRoute } from '@tanstack/react-router';
import { HID_FAMILIES } from '../content/families';
import { FamilyPage } from '../features/families/family-page';
import { catalogueLoader } from '../lib/use-products';

export const Route = createFileRoute('/hid-lighting')({
  loader: async (args) =>
    catalogueLoader(args, import.meta.env.SSR ? (await import('../features/families/model')).familyPageProducts(HID_FAMILIES) : undefined),
  head: import.meta.env.SSR ? (context) => import('../features/families/page-meta').then(({ familyHead }) => familyHead('/hid-lighting', context)) : undefined,
  component: HidLightingRoute,
});

function HidLightingRoute() {
  return <FamilyPage page={HID_FAMILIES} handedOver={Route.useLoaderData().catalogue} />;
}
