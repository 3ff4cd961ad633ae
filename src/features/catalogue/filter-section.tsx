import { Collapse, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import classes from './catalogue.module.css';

/** A filter group that expands and collapses ; open by default. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, { toggle }] = useDisclosure(true);
  const id = useId();
  return (
    <section className={classes.section}>
      <UnstyledButton className={classes.sectionToggle} onClick={toggle} aria-expanded={open} aria-controls={id}>
        <span>{title}</span>
        <span aria-hidden="true" className={classes.chevron} data-open={open || undefined}>
          ▾
        </span>
      </UnstyledButton>
      <Collapse expanded={open} id={id}>
        <div className={classes.sectionBody}>{children}</div>
      </Collapse>
    </section>
  );
}

/** A toggle chip: pressed when it is the active choice; pressing it again deselects it. */
export function OptionButton({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <UnstyledButton className={classes.option} aria-pressed={active} data-active={active || undefined} onClick={onClick}>
      {children}
    </UnstyledButton>
  );
}
