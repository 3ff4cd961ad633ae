import { Container, List, SimpleGrid, Text, Title } from '@mantine/core';
import { OfflineVideo } from '../../components/video/offline-video';
import { REBATE_PROCESS, REBATE_VIDEO, REBATES_HERO, SUCCESSFUL_PROJECTS } from '../../content/rebates';
import { RebateForm } from './rebate-form';
import classes from './rebates.module.css';

export function RebatesPage() {
  return (
    <Container size="lg" py="xl">
      <div className={classes.hero}>
        <div>
          <Title order={1}>{REBATES_HERO.heading}</Title>
          <Text size="lg" mt="sm">
            {REBATES_HERO.intro}
          </Text>
          <List mt="md" spacing={4}>
            {REBATES_HERO.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <div className={classes.video}>
            <OfflineVideo videoId={REBATE_VIDEO.videoId} title={REBATE_VIDEO.title} thumbnail={REBATE_VIDEO.thumbnail} />
          </div>
        </div>
        <RebateForm />
      </div>

      <section aria-labelledby="projects-title" className={classes.block}>
        <Title order={2} id="projects-title" mb="md">
          {SUCCESSFUL_PROJECTS.heading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {SUCCESSFUL_PROJECTS.projects.map((project) => (
            <figure key={project.image} className={classes.project}>
              <img src={project.image} alt="" width={480} height={320} loading="lazy" />
              <figcaption>{project.caption}</figcaption>
            </figure>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="process-title" className={classes.block}>
        <Title order={2} id="process-title" mb="md">
          {REBATE_PROCESS.heading}
        </Title>
        <ol className={classes.steps}>
          {REBATE_PROCESS.steps.map((step, index) => (
            <li key={step.title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text mt={4}>{step.text}</Text>
            </li>
          ))}
        </ol>
      </section>
    </Container>
  );
}
