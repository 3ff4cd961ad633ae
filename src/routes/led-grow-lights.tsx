import { createFileRoute } from '@tanstack/react-router';
import { LED_FAMILIES } from '../content/families';
import { FamilyPage } from '../features/families/family-page';
import { catalogueLoader } from '../lib/use-products';

export const Route = createFileRoute('/led-grow-lights')({
  loader: catalogueLoader,
  head: () => import('../features/families/page-meta').then(({ familyHead }) => familyHead('/led-grow-lights')),
  component: () => <FamilyPage page={LED_FAMILIES} />,
});
