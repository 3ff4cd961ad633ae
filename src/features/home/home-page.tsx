import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { SocialPost } from '../../content/home';
import { HeroSection, type CatalogueModalProps } from './hero-section';
import classes from './home-page.module.css';

// Everything after the hero comes in its own chunk: the home route's initial JS is the shell,
// this file and the hero (see scripts/check-budget.mjs).
const HomeSections = lazy(() => import('./home-sections'));

/** Height reserved for the sections while they load, so the footer does not jump. */
const SECTIONS_PLACEHOLDER_HEIGHT = 4200;

export interface HomePageProps {
  /** The catalogue request modal (leads feature), supplied by the route. */
  CatalogueModal: ComponentType<CatalogueModalProps>;
  /** The Free Light Layout form (leads feature), supplied by the route. */
  lightLayoutForm: ReactNode;
  posts?: readonly SocialPost[];
}

export function HomePage({ CatalogueModal, lightLayoutForm, posts }: HomePageProps) {
  return (
    <div className={classes.page}>
      <HeroSection CatalogueModal={CatalogueModal} />
      <Suspense fallback={<div style={{ minHeight: SECTIONS_PLACEHOLDER_HEIGHT }} aria-hidden="true" />}>
        <HomeSections lightLayoutForm={lightLayoutForm} posts={posts} />
      </Suspense>
    </div>
  );
}
