import { Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Text, Title } from '@mantine/core';
import { FEATURED_RETAILERS, USA_PAGE_TEXT, US_RETAILERS } from '../../content/retailers';
import { FeaturedRetailers } from './featured-retailers';
import { RetailerDirectory } from './retailer-directory';
import classes from './retailers.module.css';

export interface UsaRetailersPageProps {
  /** The retailer inquiry form, supplied by the route (it belongs to the leads feature). */
  inquiryForm: ReactNode;
}

export function UsaRetailersPage({ inquiryForm }: UsaRetailersPageProps) {
  return (
    <div className={classes.page}>
      <section className={classes.panel} aria-labelledby="usa-retailers-title">
        <Title order={1} id="usa-retailers-title">
          {USA_PAGE_TEXT.title}
        </Title>
        <Text>{USA_PAGE_TEXT.intro}</Text>
        <Link to="/canadian-retailers">{USA_PAGE_TEXT.toCanada}</Link>
      </section>
      <img
        className={classes.storeImage}
        src="/retailers/store.svg"
        alt={USA_PAGE_TEXT.storeImageAlt}
        width={800}
        height={420}
      />
      <FeaturedRetailers retailers={FEATURED_RETAILERS} />
      <Suspense fallback={<div style={{ minHeight: 520 }} aria-hidden="true" />}>{inquiryForm}</Suspense>
      <RetailerDirectory entries={US_RETAILERS} />
    </div>
  );
}
