import { Button, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { BoothSetup } from './booth-store';
import { BOOTH_TEXT, DEFAULT_IDLE_SECONDS, MAX_IDLE_SECONDS, MIN_IDLE_SECONDS } from './texts';

type Errors = Partial<Record<'event' | 'rep' | 'idleSeconds', string>>;

/** What the rep types once per tablet: checked here, since it never leaves the device by itself. */
export function checkSetup(values: { event: string; booth: string; rep: string; idleSeconds: number | string }): { setup?: BoothSetup; errors: Errors } {
  const event = values.event.trim();
  const rep = values.rep.trim();
  const idle = Number(values.idleSeconds);
  const errors: Errors = {};
  if (!event) errors.event = BOOTH_TEXT.eventRequired;
  if (!rep) errors.rep = BOOTH_TEXT.repRequired;
  if (!Number.isInteger(idle) || idle < MIN_IDLE_SECONDS || idle > MAX_IDLE_SECONDS) errors.idleSeconds = BOOTH_TEXT.idleRange;
  if (Object.keys(errors).length > 0) return { errors };
  return { setup: { event, booth: values.booth.trim(), rep, idleSeconds: idle }, errors };
}

/** Turning booth mode on: the event, booth and rep this tablet works for, and its idle time. */
export function BoothSetupForm({ onTurnOn }: { onTurnOn: (setup: BoothSetup) => void }) {
  const [values, setValues] = useState({ event: '', booth: '', rep: '', idleSeconds: DEFAULT_IDLE_SECONDS as number | string });
  const [errors, setErrors] = useState<Errors>({});
  const change = (field: keyof typeof values) => (value: string | number) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSetup(values);
    setErrors(checked.errors);
    if (checked.setup) onTurnOn(checked.setup);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="booth-setup-title" autoComplete="off">
      <Stack gap="md" maw={520}>
        <Title order={1} id="booth-setup-title">
          {BOOTH_TEXT.setupTitle}
        </Title>
        <Text>{BOOTH_TEXT.setupIntro}</Text>
        <TextInput label={BOOTH_TEXT.eventLabel} required value={values.event} onChange={(e) => change('event')(e.currentTarget.value)} error={errors.event} />
        <TextInput label={BOOTH_TEXT.boothLabel} value={values.booth} onChange={(e) => change('booth')(e.currentTarget.value)} />
        <TextInput label={BOOTH_TEXT.repLabel} required value={values.rep} onChange={(e) => change('rep')(e.currentTarget.value)} error={errors.rep} />
        <NumberInput
          label={BOOTH_TEXT.idleLabel}
          value={values.idleSeconds}
          onChange={change('idleSeconds')}
          min={MIN_IDLE_SECONDS}
          max={MAX_IDLE_SECONDS}
          allowDecimal={false}
          // Typed: the stepper's arrows are smaller than a finger (decision 131).
          hideControls
          inputMode="numeric"
          error={errors.idleSeconds}
        />
        <Button type="submit" size="md">
          {BOOTH_TEXT.turnOn}
        </Button>
      </Stack>
    </form>
  );
}
