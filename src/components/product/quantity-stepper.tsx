import { ActionIcon } from '@mantine/core';
import classes from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  /** No cap when omitted (the cart page shows none). */
  max?: number;
  /** Names the product, so each stepper's buttons say which line they change. */
  label: string;
}

/** Minus / count / plus; each button is disabled at its limit. */
export function QuantityStepper({ value, onChange, min = 1, max, label }: QuantityStepperProps) {
  return (
    <div className={classes.stepper} role="group" aria-label={`Quantity of ${label}`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Decrease quantity of ${label}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </ActionIcon>
      <output className={classes.value} aria-live="polite" aria-label="Quantity">
        {value}
      </output>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Increase quantity of ${label}`}
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </ActionIcon>
    </div>
  );
}
