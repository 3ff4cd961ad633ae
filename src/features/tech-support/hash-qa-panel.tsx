import { Accordion, Title } from '@mantine/core';
import { HASH_QA } from '../../content/tech-support';

export function HashQaPanel() {
  return (
    <>
      <Title order={2} mb="md">
        HASH Controller Q&amp;A
      </Title>
      <Accordion variant="separated" defaultValue={HASH_QA[0]?.question}>
        {HASH_QA.map(({ question, answer }) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>{answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
