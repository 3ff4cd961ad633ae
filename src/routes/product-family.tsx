import { createFileRoute } from '@tanstack/react-router';
import { LED_FAMILIES, PRODUCT_FAMILY_DEFAULT_HASH } from '../content/families';
import { FamilyPage } from '../features/families/family-page';
import { catalogueLoader } from '../lib/use-products';

// The address the home page links to: the LED families, landing on Under Canopy (decision 064).
export const Route = createFileRoute('/product-family')({
  loader: async (args) =>
    catalogueLoader(args, import.meta.env.SSR ? (await import('../features/families/model')).familyPageProducts(LED_FAMILIES) : undefined),
  head: import.meta.env.SSR ? (context) => import('../features/families/page-meta').then(({ familyHead }) => familyHead('/led-grow-lights', context)) : undefined,
  component: ProductFamilyRoute,
});

function ProductFamilyRoute() {
  return <FamilyPage page={LED_FAMILIES} handedOver={Route.useLoaderData().catalogue} defaultHash={PRODUCT_FAMILY_DEFAULT_HASH} />;
}
