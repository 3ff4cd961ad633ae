import { Button, type ButtonProps } from '@mantine/core';
import { useHydrated } from '../../lib/hydration';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled' | 'loading' | 'children'> {
  /** A submission is in flight: the button shows `sendingLabel` and takes no second tap. */
  sending: boolean;
  label: string;
  sendingLabel: string;
}

/**
 * Every form's submit button, with one look for "sending": its sending label, disabled. On a page
 * the server rendered it is also disabled until the page's script has taken the form over: the
 * fields take typing from the first moment, but the form can only be sent by the app (posted
 * natively, the page would reload and the visitor's entry would be lost), and a disabled button
 * says so to sight and to screen readers.
 */
export function SubmitButton({ sending, label, sendingLabel, ...props }: SubmitButtonProps) {
  const ready = useHydrated();
  return (
    <Button size="md" {...props} type="submit" disabled={sending || !ready}>
      {sending ? sendingLabel : label}
    </Button>
  );
}
