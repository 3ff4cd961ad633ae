import { createFileRoute } from '@tanstack/react-router';
import { CONTROLLER_FAMILIES } from '../content/families';
import { FamilyPage } from '../features/families/family-page';

export const Route = createFileRoute('/controllers')({
  component: () => <FamilyPage page={CONTROLLER_FAMILIES} />,
});
