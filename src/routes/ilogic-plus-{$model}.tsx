import { createFileRoute, notFound } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/components/landing-page';

export const Route = createFileRoute('/ilogic-plus-{$model}')({
  // On the server the page renders with its product; in the browser the page loads it itself.
  loader: async ({ params, context }) => {
    const { landingPage } = await import('../shared/content/landing');
    const config = landingPage(params.model);
    if (!config) throw notFound();
    return { config, product: (await context.catalogue?.product(config.productId)) ?? undefined };
  },
  head: import.meta.env.SSR ? (context) => import('../features/landing/page-meta').then(({ landingHead }) => (context.loaderData ? landingHead(context.loaderData.config, context) : {})) : undefined,
  component: function IlogicPlusRoute() {
    const { config, product } = Route.useLoaderData();
    return <LandingPage config={config} product={product} />;
  },
});
