import { createFileRoute } from '@tanstack/react-router';
import { CONTROLLER_FAMILIES } from '../content/families';
import { FamilyPage } from '../features/families/family-page';
import { catalogueLoader } from '../lib/use-products';

export const Route = createFileRoute('/controllers')({
  loader: catalogueLoader,
  head: () => import('../features/families/page-meta').then(({ familyHead }) => familyHead('/controllers')),
  component: () => <FamilyPage page={CONTROLLER_FAMILIES} />,
});
