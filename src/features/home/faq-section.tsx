import { Accordion, Title } from '@mantine/core';
import { FAQ_SECTION } from '../../content/home';
import classes from './home.module.css';

export default function FaqSection() {
  return (
    <section className={classes.section} aria-labelledby="faq-title">
      <Title order={2} id="faq-title" mb="md">
        {FAQ_SECTION.title}
      </Title>
      {/* Values become element ids, which may not hold the questions' spaces and marks. */}
      <Accordion variant="separated">
        {FAQ_SECTION.items.map((item, index) => (
          <Accordion.Item key={item.question} value={`question-${index}`}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
