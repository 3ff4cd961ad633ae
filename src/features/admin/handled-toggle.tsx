import { Checkbox } from '@mantine/core';
import { staffCall } from './api';
import { STAFF_TEXT } from './texts';
import { useStaffAction } from './use-staff-action';

interface HandledToggleProps {
  /** e.g. /leads/12 */
  path: string;
  handledAt: string | null;
  /** Whose row it is, for screen readers: "Handled: Dana Grower". */
  label: string;
  onChange: () => void;
}

export function HandledToggle({ path, handledAt, label, onChange }: HandledToggleProps) {
  const { run, busy, error } = useStaffAction();
  const toggle = (handled: boolean) =>
    run(async () => {
      await staffCall('PUT', `${path}/handled`, { json: { handled } });
      onChange();
    });
  return (
    <Checkbox
      checked={handledAt !== null}
      disabled={busy}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      aria-label={`${STAFF_TEXT.handled}: ${label}`}
      error={error}
    />
  );
}
