import { Text, Title } from '@mantine/core';
import { HOME_TEXT_BLOCK } from '../../content/home';
import classes from './home.module.css';

export function TextBlock() {
  return (
    <section className={classes.section} aria-labelledby="text-block-title">
      <Title order={2} id="text-block-title" ta="center">
        {HOME_TEXT_BLOCK.title}
      </Title>
      <Text ta="center" maw={760} mx="auto" my="md">
        {HOME_TEXT_BLOCK.body}
      </Text>
      <ul className={classes.claims}>
        {HOME_TEXT_BLOCK.claims.map((claim) => (
          <li key={claim.title} className={classes.claim}>
            <Text fw={800} c="green.8">
              {claim.title}
            </Text>
            <Text size="sm">{claim.text}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
