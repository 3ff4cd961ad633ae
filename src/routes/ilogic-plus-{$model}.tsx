import { createFileRoute, notFound } from '@tanstack/react-router';
import { landingPage } from '../content/landing';
import { LandingPage } from '../features/landing/components/landing-page';

export const Route = createFileRoute('/ilogic-plus-{$model}')({
  loader: ({ params }) => {
    const config = landingPage(params.model);
    if (!config) throw notFound();
    return config;
  },
  component: function IlogicPlusRoute() {
    return <LandingPage config={Route.useLoaderData()} />;
  },
});
