import { createFileRoute } from '@tanstack/react-router';
import { TechSupportPage } from '../features/tech-support/tech-support-page';

export const Route = createFileRoute('/technical-support')({
  component: TechSupportPage,
});
