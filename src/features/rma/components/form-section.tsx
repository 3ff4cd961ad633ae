import { useId, type ReactNode } from 'react';
import { Title } from '@mantine/core';
import classes from './rma-form.module.css';

/** One titled part of the form, announced as a region named by its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </section>
  );
}
