import { useHydrated } from '../../lib/hydration';
import type { ReactNode } from 'react';
import classes from './form-fieldset.module.css';

/**
 * A form's fields and button, locked together: while a submission is sending, while one just
 * taken still shows its values (the same lead must not go twice), and on a page the server
 * rendered until the page's script has taken it over (`useHydrated`): typed before that, the
 * values would be lost and SEND would post the page natively. A disabled fieldset disables
 * every control inside it natively, the submit button included.
 */
export function FormFieldset({ locked, children }: { locked: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={locked || !hydrated} className={classes.fieldset}>
      {children}
    </fieldset>
  );
}
