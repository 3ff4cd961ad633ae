import { Container, Text, Title } from '@mantine/core';
import { PAGE_INTRO, PAGE_TITLE } from '../texts';
import { RmaForm } from './rma-form';

export function RmaPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="sm">
        {PAGE_TITLE}
      </Title>
      <Text mb="xl">{PAGE_INTRO}</Text>
      <RmaForm />
    </Container>
  );
}
