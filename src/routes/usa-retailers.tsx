import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { UsaRetailersPage } from '../features/retailers/usa-retailers-page';

const RetailerInquiryForm = lazy(() => import('../features/leads/retailer-inquiry-form'));

export const Route = createFileRoute('/usa-retailers')({
  head: () => import('../lib/page-head').then(({ staticPageHead }) => staticPageHead('/usa-retailers')),
  component: () => <UsaRetailersPage inquiryForm={<RetailerInquiryForm />} />,
});
