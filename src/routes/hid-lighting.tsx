import { createFileRoute } from '@tanstack/react-router';
import { HID_FAMILIES } from '../content/families';
import { FamilyPage } from '../features/families/family-page';
import { catalogueLoader } from '../lib/use-products';

export const Route = createFileRoute('/hid-lighting')({
  loader: catalogueLoader,
  head: () => import('../features/families/page-meta').then(({ familyHead }) => familyHead('/hid-lighting')),
  component: () => <FamilyPage page={HID_FAMILIES} />,
});
