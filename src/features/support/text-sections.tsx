import { List, Text, Title } from '@mantine/core';
import type { TextSection } from '../../content/terms';

export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return sections.map((section) => (
    <section key={section.heading}>
      <Title order={3} mt="lg" mb="xs">
        {section.heading}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph} mb="xs">
          {paragraph}
        </Text>
      ))}
      {section.bullets ? (
        <List spacing={4} mb="xs">
          {section.bullets.map((bullet) => (
            <List.Item key={bullet}>{bullet}</List.Item>
          ))}
        </List>
      ) : null}
    </section>
  ));
}
