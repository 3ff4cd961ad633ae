import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatBytes } from '../../lib/format';
import { requestSave, secureStorage } from '../../lib/offline-pack';
import { BoothDay } from './booth-day';
import { BoothSetupForm } from './booth-setup';
import { forgetVisitor, turnBoothOff, turnBoothOn, useBooth, type BoothSetup } from './booth-store';
import { CaptureForm, type Outcome } from './capture-form';
import { BOOTH_TEXT } from './texts';

type Saving = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; text: string } | { state: 'failed' };

/**
 * Booth mode: set up once per tablet, then one capture form per visitor above the rep's day.
 * Turning it on saves the store for offline at the same time and says how much storage that took.
 */
export default function BoothPage() {
  const { setup, viewed } = useBooth();
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });
  const [visitor, setVisitor] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);

  const turnOn = async (next: BoothSetup) => {
    turnBoothOn(next);
    setSaving({ state: 'saving' });
    try {
      await requestSave(() => {});
      // The figure is the browser's own estimate of what this site keeps (StorageManager.estimate).
      const { usedBytes } = await secureStorage();
      setSaving({ state: 'saved', text: BOOTH_TEXT.savedFor(usedBytes === null ? 'unknown' : formatBytes(usedBytes)) });
    } catch (error) {
      console.error('Booth mode could not save the store for offline use', error);
      setSaving({ state: 'failed' });
    }
  };

  const nextVisitor = (how: Outcome | null) => {
    forgetVisitor();
    setOutcome(how);
    setVisitor((count) => count + 1);
  };

  if (!setup) {
    return (
      <Stack p="md" maw={960} mx="auto">
        <BoothSetupForm onTurnOn={(next) => void turnOn(next)} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" p="md" maw={960} mx="auto">
      {saving.state === 'saving' && (
        <Alert color="blue" variant="light" role="status">
          {BOOTH_TEXT.turningOn}
        </Alert>
      )}
      {saving.state === 'saved' && (
        <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setSaving({ state: 'idle' })}>
          {saving.text}
        </Alert>
      )}
      {saving.state === 'failed' && (
        <Alert color="yellow" variant="light" role="alert" withCloseButton onClose={() => setSaving({ state: 'idle' })}>
          {BOOTH_TEXT.saveFailed}
        </Alert>
      )}
      {outcome && (
        <Alert color={outcome === 'sent' ? 'green' : 'blue'} variant="light" role="status" data-visitor={visitor}>
          {outcome === 'sent' ? BOOTH_TEXT.sent : BOOTH_TEXT.queued}
        </Alert>
      )}
      <CaptureForm key={visitor} setup={setup} viewed={viewed} onDone={nextVisitor} />
      <BoothDay />
      <Group>
        <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
          {BOOTH_TEXT.turnOff}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={BOOTH_TEXT.confirmOffTitle}>
        <Text>{BOOTH_TEXT.confirmOffText}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {BOOTH_TEXT.keepOn}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              setSaving({ state: 'idle' });
              turnBoothOff();
            }}
          >
            {BOOTH_TEXT.confirmOff}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
