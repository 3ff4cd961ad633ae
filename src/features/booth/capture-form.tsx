import { Alert, Group, Radio, Stack, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useController } from 'react-hook-form';
import { FormStatus } from '../../components/form/form-status';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useContractForm } from '../../components/form/use-contract-form';
import { BOOTH_RATINGS, boothLead } from '../../shared/schemas/booth';
import type { BoothSetup } from './booth-store';
import { CardPhoto } from './card-photo';
import { InterestPicker } from './interest-picker';
import { ScanButton } from './scan-button';
import { readScan } from './scan-payload';
import { BOOTH_TEXT } from './texts';

/** What the capture form holds: the visitor, and the set-up of the tablet that travels with them. */
export interface CaptureValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  rating: string;
  notes: string;
  interests: string[];
  cardPhoto: File | null;
  event: string;
  booth: string;
  rep: string;
}

/** Warm until the rep says otherwise: only the name and a way to reach the visitor are asked for. */
const EMPTY_VISITOR = { name: '', email: '', phone: '', company: '', rating: 'warm', notes: '', interests: [] as string[], cardPhoto: null };

/** Whether anything of a visitor has been entered: what the idle time clears. */
export const hasVisitor = (values: CaptureValues) =>
  [values.name, values.email, values.phone, values.company, values.notes].some((value) => value.trim() !== '') ||
  values.interests.length > 0 ||
  values.cardPhoto !== null;

/** How a lead left the form: what the next visitor's empty form says above it. */
export type Outcome = 'sent' | 'queued';

interface CaptureFormProps {
  setup: BoothSetup;
  viewed: readonly string[];
  /** The visitor is done with (sent, saved, or left half-way): the page gives a new, empty form. */
  onDone: (outcome: Outcome | null) => void;
}

function RatingField() {
  const { field } = useController<CaptureValues, 'rating'>({ name: 'rating' });
  return (
    <Radio.Group label={BOOTH_TEXT.ratingLabel} value={field.value} onChange={field.onChange}>
      <Group gap="lg" mt={4}>
        {BOOTH_RATINGS.map((rating) => (
          <Radio key={rating.value} value={rating.value} label={rating.label} size="md" />
        ))}
      </Group>
    </Radio.Group>
  );
}

function NotesField() {
  const { field, fieldState } = useController<CaptureValues, 'notes'>({ name: 'notes' });
  return (
    <Textarea
      label={BOOTH_TEXT.notesLabel}
      name={field.name}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      autoComplete="off"
      rows={3}
    />
  );
}

/**
 * One visitor, one screen: sent through the booth lead contract and the outbox like every lead,
 * so it is kept on the tablet from the first tap whatever the Wi-Fi does. The page mounts a new
 * form for each visitor, so nothing of the last one stays in a field, a search or a message.
 * Every field says autocomplete="off": the browser neither offers nor remembers what visitors typed.
 */
export function CaptureForm({ setup, viewed, onDone }: CaptureFormProps) {
  const defaults: CaptureValues = { ...EMPTY_VISITOR, event: setup.event, booth: setup.booth, rep: setup.rep };
  const { form, submission } = useContractForm<CaptureValues>(boothLead, { defaults });
  const [scanMessage, setScanMessage] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submission.send(values);
    if (result?.outcome === 'sent' || result?.outcome === 'queued') onDone(result.outcome);
  });

  // The idle time counts from the rep's last touch or key; a half-filled form then empties.
  const lastTouch = useRef(Date.now());
  const touched = () => {
    lastTouch.current = Date.now();
  };
  const idleMs = setup.idleSeconds * 1000;
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const check = setInterval(() => {
      if (Date.now() - lastTouch.current >= idleMs && hasVisitor(form.getValues())) done.current(null);
    }, 1000);
    return () => clearInterval(check);
  }, [form, idleMs]);

  const applyScan = (raw: string) => {
    touched();
    const result = readScan(raw);
    if (result.kind === 'contact') {
      for (const [field, value] of Object.entries(result.contact) as [keyof typeof result.contact, string][]) {
        if (value) form.setValue(field, value, { shouldDirty: true });
      }
      setScanMessage(BOOTH_TEXT.scanFilled);
    } else if (result.kind === 'note') {
      const notes = form.getValues('notes');
      form.setValue('notes', notes ? `${notes}\n${result.text}` : result.text, { shouldDirty: true });
      setScanMessage(BOOTH_TEXT.scanNoted);
    } else {
      setScanMessage(result.message);
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate autoComplete="off" aria-labelledby="booth-capture-title" onPointerDown={touched} onKeyDown={touched} onInput={touched}>
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={2} id="booth-capture-title">
              {BOOTH_TEXT.captureTitle}
            </Title>
            <Group gap="sm">
              <ScanButton onRead={applyScan} />
              <CardPhoto />
            </Group>
          </Group>
          {scanMessage && (
            <Alert color="blue" variant="light" role="status">
              {scanMessage}
            </Alert>
          )}
          <TextField<CaptureValues> name="name" label={BOOTH_TEXT.nameLabel} required autoComplete="off" />
          <Group grow align="start">
            <TextField<CaptureValues> name="email" label={BOOTH_TEXT.emailLabel} type="email" inputMode="email" autoComplete="off" />
            <TextField<CaptureValues> name="phone" label={BOOTH_TEXT.phoneLabel} type="tel" inputMode="tel" autoComplete="off" />
          </Group>
          <TextField<CaptureValues> name="company" label={BOOTH_TEXT.companyLabel} autoComplete="off" />
          <RatingField />
          <InterestPicker viewed={viewed} />
          <NotesField />
          {submission.status === 'error' && <FormStatus status={submission.status} success={null} error={BOOTH_TEXT.failed} />}
          <SubmitButton sending={submission.sending} label={BOOTH_TEXT.send} sendingLabel={BOOTH_TEXT.sending} size="lg" />
        </Stack>
      </form>
    </FormProvider>
  );
}
