import { Checkbox } from '@mantine/core';
import { useState } from 'react';
import { messageOf, staffCall } from './api';
import { STAFF_TEXT } from './texts';

interface HandledToggleProps {
  /** e.g. /leads/12 */
  path: string;
  handledAt: string | null;
  /** Whose row it is, for screen readers: "Handled: Dana Grower". */
  label: string;
  onChange: () => void;
}

export function HandledToggle({ path, handledAt, label, onChange }: HandledToggleProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async (handled: boolean) => {
    setSaving(true);
    try {
      await staffCall('PUT', `${path}/handled`, { json: { handled } });
      setError(null);
      onChange();
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Checkbox
      checked={handledAt !== null}
      disabled={saving}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-label={`${STAFF_TEXT.handled}: ${label}`}
      error={error}
    />
  );
}
