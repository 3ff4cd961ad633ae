import { useEffect, useRef, useState } from 'react';
import classes from './added-confirmation.module.css';
import hidden from '../visually-hidden.module.css';

/**
 * How long an add to the cart is confirmed beside its button, and to screen readers. The
 * button's own added label keeps the page's short timing; a person holding a phone at arm's
 * length looks back at the button later than that, and on a narrow phone the cart's count may
 * be out of view (decision 265).
 */
export const ADDED_CONFIRMED_MS = 2000;

/**
 * The added state of an add-to-cart button: `labelled` while the button says so (`labelMs`;
 * a button that is `locking` is disabled meanwhile, so a double tap does not add the line
 * twice) and `confirmed` for ADDED_CONFIRMED_MS. Another add starts it over.
 */
export function useAddedConfirmation(labelMs: number, locking = false) {
  const [labelled, setLabelled] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = () => timers.current.forEach(clearTimeout);
  useEffect(() => clear, []);

  const confirm = () => {
    clear();
    setLabelled(true);
    setConfirmed(true);
    timers.current = [setTimeout(() => setLabelled(false), labelMs), setTimeout(() => setConfirmed(false), ADDED_CONFIRMED_MS)];
  };
  return { labelled, locked: locking && labelled, confirmed, confirm };
}

/**
 * Says that the add worked, politely, to a screen reader (a button's new label is not read out
 * unless it has focus, and a tap often leaves the focus elsewhere) and, where `visible`, on the
 * line under the button. Always in the page, so the change inside it is announced; the visible
 * line keeps its height when empty, so nothing below it moves.
 */
export function AddedConfirmation({ shown, text, visible = false }: { shown: boolean; text: string; visible?: boolean }) {
  return (
    <p className={visible ? classes.line : hidden.hidden} role="status">
      {shown ? text : ''}
    </p>
  );
}
