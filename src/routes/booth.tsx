import { createFileRoute } from '@tanstack/react-router';
import { BoothPage } from '../features/booth/booth-page';

export const Route = createFileRoute('/booth')({
  // What it shows lives on this tablet (its booth set-up and outbox): it renders in the browser only.
  ssr: false,
  head: import.meta.env.SSR ? () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/booth')) : undefined,
  component: BoothPage,
});
