import { createFileRoute } from '@tanstack/react-router';
import { RetailersPage } from '../features/retailers/retailers-page';

export const Route = createFileRoute('/canadian-retailers')({
  component: () => <RetailersPage page="canada" />,
});
