import { Suspense, useState, type ComponentType } from 'react';
import { HOME_HERO } from '../../content/home-hero';
import classes from './home-page.module.css';

export interface CatalogueModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The first screen, in plain elements: it is all the home route loads before painting.
 * The catalogue modal's code is fetched only once the visitor asks for it.
 */
export function HeroSection({ CatalogueModal }: { CatalogueModal: ComponentType<CatalogueModalProps> }) {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.heroInner}>
        <h1 id="hero-title" className={classes.heroTitle}>
          {HOME_HERO.headline}
        </h1>
        <p className={classes.heroText}>{HOME_HERO.intro}</p>
        <button
          type="button"
          className={classes.catalogButton}
          onClick={() => {
            setRequested(true);
            setOpened(true);
          }}
        >
          {HOME_HERO.catalogButton}
        </button>
      </div>
      {requested && (
        <Suspense fallback={null}>
          <CatalogueModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </section>
  );
}
