import { useId, type ReactNode } from 'react';
import { Group, Radio, Text } from '@mantine/core';
import { useField } from '../../../components/form/use-field';
import { CHOICE_LABELS } from '../texts';
import type { RmaFormValues } from '../model';
import classes from './rma-form.module.css';

type ChoiceField =
  | 'ballast_led_driver'
  | 'reflector'
  | 'lamp_led_bars'
  | 'wieland_nema_cord'
  | 'original_packaging'
  | 'testing_functional'
  | 'accessories_included'
  | 'payment_agreement'
  | 'resolution_type';

interface ChoiceFieldsetProps {
  name: ChoiceField;
  legend: string;
  options: readonly (keyof typeof CHOICE_LABELS)[];
  /** Text the choice answers to, e.g. a policy the visitor agrees with. */
  description?: string;
  /** Extra controls that belong to the same question (a flag, the "other" text box). */
  children?: ReactNode;
}

/** A radio group as a real fieldset: the legend names it, its error is tied to it. */
export function ChoiceFieldset({ name, legend, options, description, children }: ChoiceFieldsetProps) {
  const { field, error, change } = useField<RmaFormValues, ChoiceField>(name);
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={classes.choice} aria-describedby={describedBy}>
      <legend className={classes.legend}>
        {legend}
        <span className={classes.asterisk} aria-hidden="true">
          {' *'}
        </span>
      </legend>
      {description && (
        <Text size="sm" mb="xs" id={descriptionId}>
          {description}
        </Text>
      )}
      <Group gap="lg">
        {options.map((option, index) => (
          <Radio
            key={option}
            ref={index === 0 ? field.ref : undefined}
            name={name}
            value={option}
            label={CHOICE_LABELS[option]}
            checked={field.value === option}
            onChange={() => change(option)}
            onBlur={field.onBlur}
          />
        ))}
      </Group>
      {children}
      {error && (
        <Text className={classes.error} mt="xs" id={errorId}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
