import { createFileRoute } from '@tanstack/react-router';
import { LED_FAMILIES } from '../content/families';
import { FamilyPage } from '../features/families/family-page';

export const Route = createFileRoute('/led-grow-lights')({
  component: () => <FamilyPage page={LED_FAMILIES} />,
});
