import { Text, Title } from '@mantine/core';
import { LANDING_COPY, type LandingPageConfig } from '../../../shared/content/landing';
import classes from './landing.module.css';

/** Figures band, feature sections and the 5 year warranty badge every landing page carries. */
export function MarketingSections({ config }: { config: LandingPageConfig }) {
  return (
    <>
      {config.figures.length > 0 && (
        <section className={classes.figures} aria-label={`iLogic ${config.family} ${config.wattage} output`}>
          {config.figures.map((figure) => (
            <p key={figure.label}>
              <span className={classes.figureValue}>{figure.value}</span>
              {figure.label}
            </p>
          ))}
        </section>
      )}
      <section className={classes.section} aria-labelledby="landing-features">
        <Title order={2} id="landing-features" mb="xl">
          Why growers choose iLogic {config.family}
        </Title>
        <div className={classes.features}>
          {LANDING_COPY.sections.map((section) => (
            <article key={section.title}>
              <Title order={3} size="h4" mb="xs">
                {section.title}
              </Title>
              <Text>{section.text}</Text>
            </article>
          ))}
        </div>
        {config.family === 'FS Plus' && (
          <Text fw={700} mt="xl">
            {LANDING_COPY.fsPlusInput}
          </Text>
        )}
        <div className={classes.warranty}>
          <img
            className={classes.warrantyBadge}
            src="/landing/warranty-5-year.svg"
            alt={LANDING_COPY.warrantyTitle}
            width={160}
            height={160}
            loading="lazy"
          />
          <div className={classes.warrantyText}>
            <Title order={3} size="h4" mb="xs">
              {LANDING_COPY.warrantyTitle}
            </Title>
            <Text>{LANDING_COPY.warrantyText}</Text>
          </div>
        </div>
      </section>
    </>
  );
}
