import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';

// Lead forms live in the leads feature; both load after the first screen.
const CatalogueRequestModal = lazy(() => import('../features/leads/catalogue-request-modal'));
const PageLeadForm = lazy(() => import('../features/leads/page-lead-form'));

export const Route = createFileRoute('/')({
  head: import.meta.env.SSR ? (context) => import('../features/home/page-meta').then(({ homeHead }) => homeHead(context)) : undefined,
  component: () => <HomePage CatalogueModal={CatalogueRequestModal} lightLayoutForm={<PageLeadForm form="freeLightLayout" />} />,
});
