import { Accordion, Title } from '@mantine/core';
import { HASH_QA } from '../../content/tech-support';

export function HashQaPanel() {
  return (
    <>
      <Title order={2} mb="md">
        HASH Controller Q&amp;A
      </Title>
      {/* Values become element ids, which may not hold the questions' spaces and marks. */}
      <Accordion variant="separated" defaultValue="question-0">
        {HASH_QA.map(({ question, answer }, index) => (
          <Accordion.Item key={question} value={`question-${index}`}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>{answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
