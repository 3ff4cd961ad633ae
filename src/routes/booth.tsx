import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PagePending } from '../components/layout/page-pending';

// Loaded by the route's own chunk: the router's tree, which every page loads, then names only
// that small chunk, not the capture form's many modules.
const BoothPage = lazy(() => import('../features/booth/booth-page'));

export const Route = createFileRoute('/booth')({
  // What it shows lives on this tablet (its booth set-up and outbox): it renders in the browser only.
  ssr: false,
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/booth', context)) : undefined,
  component: BoothRoute,
});

function BoothRoute() {
  return (
    <Suspense fallback={<PagePending />}>
      <BoothPage />
    </Suspense>
  );
}
