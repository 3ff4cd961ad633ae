import { List, Title } from '@mantine/core';
import type { GuideSection } from '../../content/tech-support';

export function GuidePanel({ title, sections }: { title: string; sections: readonly GuideSection[] }) {
  return (
    <>
      <Title order={2} mb="md">
        {title}
      </Title>
      {sections.map((section) => (
        <section key={section.heading}>
          <Title order={3} size="h4" mt="lg" mb="xs">
            {section.heading}
          </Title>
          <List spacing={4}>
            {section.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </section>
      ))}
    </>
  );
}
