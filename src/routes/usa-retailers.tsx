import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { RetailersPage } from '../features/retailers/retailers-page';

const PageLeadForm = lazy(() => import('../features/leads/page-lead-form'));

export const Route = createFileRoute('/usa-retailers')({
  head: import.meta.env.SSR ? (context) => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/usa-retailers', context)) : undefined,
  component: () => <RetailersPage page="usa" inquiryForm={<PageLeadForm form="retailerInquiry" />} />,
});
