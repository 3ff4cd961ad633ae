import { createFileRoute } from '@tanstack/react-router';
import { CanadianRetailersPage } from '../features/retailers/canadian-retailers-page';

export const Route = createFileRoute('/canadian-retailers')({
  component: CanadianRetailersPage,
});
