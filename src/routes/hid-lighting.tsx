import { createFileRoute } from '@tanstack/react-router';
import { HID_FAMILIES } from '../content/families';
import { FamilyPage } from '../features/families/family-page';

export const Route = createFileRoute('/hid-lighting')({
  component: () => <FamilyPage page={HID_FAMILIES} />,
});
