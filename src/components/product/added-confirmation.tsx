import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * How long an add-to-cart button keeps saying it added. Under a second went by before a person
 * holding a phone at arm's length in a grow room looked back at the button (decision 265).
 */
export const ADDED_SHOWN_MS = 2000;

/**
 * The added state of an add-to-cart button: `shown` while it says so, `locked` for the first
 * `lockMs` of it, so a double tap does not add the line twice. Another add starts it over.
 */
export function useAddedConfirmation(lockMs = 0) {
  const [shown, setShown] = useState(false);
  const [locked, setLocked] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const confirm = () => {
    timers.current.forEach(clearTimeout);
    setShown(true);
    setLocked(lockMs > 0);
    timers.current = [setTimeout(() => setShown(false), ADDED_SHOWN_MS), ...(lockMs > 0 ? [setTimeout(() => setLocked(false), lockMs)] : [])];
  };
  return { shown, locked, confirm };
}

/**
 * Says the same to a screen reader, politely, as the button's new label alone is not read out
 * unless the button has focus. Always in the page, so the change inside it is announced.
 */
export function AddedAnnouncement({ shown, text }: { shown: boolean; text: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {shown ? text : ''}
    </VisuallyHidden>
  );
}
