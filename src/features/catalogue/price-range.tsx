import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { CATALOGUE_TEXT } from './messages';
import { clampMaxPrice, clampMinPrice, PRICE_CEILING, PRICE_FLOOR } from './model';
import classes from './catalogue.module.css';

interface PriceRangeProps {
  min: number;
  max: number;
  onMinChange: (value: number) => void;
  onMaxChange: (value: number) => void;
}

/**
 * Min and max are committed on blur or Enter, not on every keystroke: clamping "1" while the
 * buyer is still typing "1500" would fight them.
 */
export function PriceRange({ min, max, onMinChange, onMaxChange }: PriceRangeProps) {
  return (
    <div className={classes.priceRow}>
      <PriceField
        key={`min-${min}`}
        label={CATALOGUE_TEXT.minPrice}
        value={min}
        clamp={(value) => clampMinPrice(value, max)}
        onCommit={onMinChange}
      />
      <PriceField
        key={`max-${max}`}
        label={CATALOGUE_TEXT.maxPrice}
        value={max}
        clamp={(value) => clampMaxPrice(value, min)}
        onCommit={onMaxChange}
      />
    </div>
  );
}

interface PriceFieldProps {
  label: string;
  value: number;
  clamp: (value: number) => number;
  onCommit: (value: number) => void;
}

function PriceField({ label, value, clamp, onCommit }: PriceFieldProps) {
  const [draft, setDraft] = useState<string | number>(value);
  const commit = () => {
    const parsed = typeof draft === 'number' ? draft : Number.parseFloat(draft);
    const next = clamp(Number.isFinite(parsed) ? parsed : value);
    setDraft(next);
    if (next !== value) onCommit(next);
  };
  return (
    <NumberInput
      label={label}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={PRICE_FLOOR}
      max={PRICE_CEILING}
      clampBehavior="none"
      prefix="$"
      allowNegative={false}
      hideControls
      size="sm"
    />
  );
}
