import { createFileRoute } from '@tanstack/react-router';
import { RebatesPage } from '../features/rebates/rebates-page';

export const Route = createFileRoute('/led-rebates-and-incentives')({
  component: RebatesPage,
});
