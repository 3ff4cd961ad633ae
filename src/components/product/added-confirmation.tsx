import { useEffect, useRef, useState } from 'react';
import classes from './added-confirmation.module.css';

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
  // 2: saying so, and locked; 1: saying so; 0: neither.
  const [state, setState] = useState(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = () => timers.current.forEach(clearTimeout);
  useEffect(() => clear, []);

  const confirm = () => {
    clear();
    setState(lockMs ? 2 : 1);
    timers.current = [setTimeout(() => setState(1), lockMs), setTimeout(() => setState(0), ADDED_SHOWN_MS)];
  };
  return { shown: state > 0, locked: state > 1, confirm };
}

/**
 * Says the same to a screen reader, politely, as the button's new label alone is not read out
 * unless the button has focus. Always in the page, so the change inside it is announced.
 */
export function AddedAnnouncement({ shown, text }: { shown: boolean; text: string }) {
  return (
    <span className={classes.announcement} role="status">
      {shown ? text : ''}
    </span>
  );
}
