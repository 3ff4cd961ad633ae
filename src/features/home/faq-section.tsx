import { Accordion, Title } from '@mantine/core';
import { FAQ_SECTION } from '../../content/home';
import classes from './home.module.css';

export default function FaqSection() {
  return (
    <section className={classes.section} aria-labelledby="faq-title">
      <Title order={2} id="faq-title" mb="md">
        {FAQ_SECTION.title}
      </Title>
      <Accordion variant="separated">
        {FAQ_SECTION.items.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
