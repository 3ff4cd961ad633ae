import { Button } from '@mantine/core';
import { LEAD_TEXT } from './texts';

/** SEND, or SENDING... and disabled while a submission is in flight. */
export function SendButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" disabled={sending} size="md">
      {sending ? LEAD_TEXT.sending : LEAD_TEXT.send}
    </Button>
  );
}
