import { createRootRoute } from '@tanstack/react-router';
import { AppShell } from '../components/layout/app-shell';
import { NotFoundPage } from '../components/layout/not-found-page';

export const Route = createRootRoute({
  component: AppShell,
  notFoundComponent: NotFoundPage,
});
