import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ILOGIC_PLUS_BANNER, UNDER_CANOPY_BANNER, type SocialPost } from '../../content/home';
import { CommercialBanner } from './commercial-banner';
import { PLANNER_LINK_TEXT } from './messages';
import { PoweredBy } from './powered-by';
import { PromoBanner } from './promo-banner';
import { RetailerStrip } from './retailer-strip';
import { TextBlock } from './text-block';
import textLink from '../../components/text-link.module.css';
import classes from './home.module.css';

// Further down the page: each in its own chunk, fetched in parallel once this one runs.
const VideoShowcase = lazy(() => import('./video-showcase'));
const CategoryBlock = lazy(() => import('./category-block'));
const FaqSection = lazy(() => import('./faq-section'));
const TestimonialCarousel = lazy(() => import('./testimonial-carousel'));
const PostsGrid = lazy(() => import('./posts-grid'));

/** Reserves the section's height while its chunk loads, so nothing below jumps. */
function Deferred({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<div style={{ minHeight: height }} aria-hidden="true" />}>{children}</Suspense>;
}

const LIGHT_LAYOUT_SECTION_ID = 'free-light-layout';

export interface HomeSectionsProps {
  lightLayoutForm: ReactNode;
  posts?: readonly SocialPost[];
}

/** Sections 3 to 14 of the home page, after the hero. */
export default function HomeSections({ lightLayoutForm, posts }: HomeSectionsProps) {
  return (
    <div className={classes.sections}>
      <RetailerStrip />
      <TextBlock />
      <PromoBanner
        banner={ILOGIC_PLUS_BANNER}
        id="ilogic-plus-title"
        action={
          <Link className={classes.bannerLink} to="/led-grow-lights">
            {ILOGIC_PLUS_BANNER.action}
          </Link>
        }
      />
      <Deferred height={420}>
        <VideoShowcase />
      </Deferred>
      <PoweredBy />
      <div id={LIGHT_LAYOUT_SECTION_ID} className={classes.section}>
        <Deferred height={560}>{lightLayoutForm}</Deferred>
        <p className={classes.plannerNote}>
          {PLANNER_LINK_TEXT.before}
          <Link to="/planner" className={textLink.link}>
            {PLANNER_LINK_TEXT.link}
          </Link>
          {PLANNER_LINK_TEXT.after}
        </p>
      </div>
      <CommercialBanner fallbackTargetId={LIGHT_LAYOUT_SECTION_ID} />
      <Deferred height={560}>
        <CategoryBlock />
      </Deferred>
      <PromoBanner
        banner={UNDER_CANOPY_BANNER}
        id="under-canopy-title"
        action={
          <Link className={classes.bannerLink} to="/product-family" hash="under-canopy">
            {UNDER_CANOPY_BANNER.action}
          </Link>
        }
      />
      <Deferred height={360}>
        <FaqSection />
      </Deferred>
      <Deferred height={300}>
        <TestimonialCarousel />
      </Deferred>
      <Deferred height={520}>
        <PostsGrid posts={posts} />
      </Deferred>
    </div>
  );
}
